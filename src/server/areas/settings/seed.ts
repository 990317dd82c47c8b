import type { MessageKind } from '../../../../resources/settings/messages.ts';
import type { Db } from '../../db/database.ts';
import { DEFAULT_TEMPLATES } from '../../shared/notify/templateDefaults.ts';
import { DEFAULT_WECHAT_MENU } from './wechatMenuDefaults.ts';
import { defineSeed } from '../../db/areaSeed.ts';
import { resources } from '../../../../resources/index.ts';
import { triggerConfigKey } from '../../shared/notify/triggerSwitch.ts';
import { NOTIFY_PROVIDER_CONFIGS, SMTP_CONFIGS } from '../../shared/notify/providerConfigs.ts';

const CONFIGS: readonly { key: string; name: string; type: string; value: unknown; is_public: number; remark: string | null }[] = [
  { key: 'express_phone_sys', name: '寄修快递电话（系统）', type: 'string', value: '95338', is_public: 1, remark: '顺丰速运客服电话，维修寄件使用' },
  { key: 'express_phone_erp', name: '寄修快递电话（ERP）', type: 'string', value: '95311', is_public: 1, remark: '京东物流客服电话，备件发货使用' },
  { key: 'service_hotline', name: '售后服务热线', type: 'string', value: '400-826-5100', is_public: 1, remark: null },
  { key: 'repair_quote_days', name: '报价确认期限（天）', type: 'number', value: 7, is_public: 0, remark: '超期未确认的报价由客服跟进' },
  { key: 'backup_return_days', name: '备用机归还期限（天）', type: 'number', value: 30, is_public: 0, remark: '发出超过此天数未归还的备用机，每 7 天提醒客户一次' },
  { key: 'return_address', name: '返修收件地址', type: 'json', value: { name: '售后服务中心', phone: '0755-2345 6789', address: '广东省深圳市宝安区福永街道福海工业区 A3 栋 2 楼' }, is_public: 0, remark: null },
  ...SMTP_CONFIGS,
  // one switch per declared notification trigger (areas/notifications/triggers.ts; its key: shared/notify/triggerSwitch.ts), named by its label
  ...resources.flatMap((r) => r.notify ?? []).map((t) => ({ key: triggerConfigKey(t), name: t.label, type: 'boolean', value: true, is_public: 0, remark: '关闭后不再发送此通知' })),
  ...NOTIFY_PROVIDER_CONFIGS,
];

const MESSAGES: readonly { kind: MessageKind; from: string; to: readonly string[]; title: string; content: string; read: boolean; hoursAgo: number; revoked?: true }[] = [
  { kind: 'private', from: 'admin', to: ['staff'], title: '本周维修周报', content: '请于周五 18:00 前提交本周维修周报，重点说明超过 7 天未完成的维修单。', read: false, hoursAgo: 3 },
  { kind: 'notice', from: 'superadmin', to: ['admin', 'staff', 'chenjing', 'zhouwei', 'sunfang'], title: '系统维护通知', content: '本周六 22:00–24:00 系统维护，期间暂停受理线上维修登记。', read: true, hoursAgo: 30 },
  { kind: 'private', from: 'staff', to: ['admin'], title: '配件库存不足', content: '30W 激光模组库存仅剩 2 件，请尽快安排采购。', read: false, hoursAgo: 6 },
  { kind: 'notice', from: 'admin', to: ['staff', 'chenjing', 'zhouwei'], title: '售后热线调整', content: '即日起售后热线服务时间调整为 8:30–20:00，周末照常值守。', read: false, hoursAgo: 50 },
  { kind: 'notice', from: 'admin', to: ['staff', 'chenjing'], title: '培训通知（已撤回）', content: '周三下午的维修培训改期，另行通知。', read: false, hoursAgo: 80, revoked: true },
];

/** Demo data of the settings area (a config value stored as the JSON text of its typed value): config items, templates, the WeChat menu, two private messages and three notices (one revoked). */
export async function seedSettings(db: Db, now: number): Promise<void> {
  const iso = new Date(now).toISOString();
  await db.insertInto('system_config').values(CONFIGS.map((c) => ({ ...c, value: JSON.stringify(c.value), created_at: iso, updated_at: iso, created_by: null }))).execute();
  await db.insertInto('email_template').values(DEFAULT_TEMPLATES.map(({ sample, ...t }) => ({ ...t, sample_json: JSON.stringify(sample), created_at: iso, updated_at: iso }))).execute();
  await db.insertInto('wechat_menu').values({ id: 1, menu_json: JSON.stringify(DEFAULT_WECHAT_MENU), updated_at: iso, updated_by: null }).execute();
  const admins = await db.selectFrom('admin').select(['id', 'username']).execute();
  const idOf = (name: string): number | undefined => admins.find((a) => a.username === name)?.id;
  for (const m of MESSAGES) {
    const sender = idOf(m.from);
    const recipients = m.to.map(idOf).filter((id): id is number => id !== undefined);
    if (sender === undefined || !recipients.length) continue;
    const at = new Date(now - m.hoursAgo * 3_600_000).toISOString();
    const row = await db
      .insertInto('message')
      .values({ kind: m.kind, sender_id: sender, created_by: sender, title: m.title, content: m.content, status: m.revoked ? 'revoked' : 'sent', sent_at: at, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('message_receipt').values(recipients.map((id) => ({ message_id: row.id, recipient_id: id, delivered_at: at, read_at: m.read ? at : null }))).execute();
  }
}

/** The settings area's demo data: its messages go to the people area's staff accounts. */
export const seed = defineSeed({ area: 'settings', seeds: [], after: ['people'], run: seedSettings });
