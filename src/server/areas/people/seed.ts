import { sql } from 'kysely';
import { CUSTOMER_LOG_ACTIONS } from '../../../../resources/people/customerLogs.ts';
import { hashPassword } from '../../auth/password.ts';
import { DEMO_PASSWORD } from '../../db/accounts.ts';
import type { Db } from '../../db/database.ts';
import { createRandom } from '../../db/random.ts';
import * as W from '../../db/seedData.ts';
import { defineSeed } from '../../db/areaSeed.ts';

type Random = () => number;
const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const DAY = 86_400_000;

/** More staff accounts beside the four demo ones (password demo123456); one left disabled. */
const STAFF = [
  { username: 'chenjing', name: '陈静', grp: 64, status: 1, permissions: ['manage_needs_repair'] },
  { username: 'zhouwei', name: '周伟', grp: 64, status: 1, permissions: ['manage_needs_repair', 'manage_needs_request', 'get_workflow_bucket'] },
  { username: 'huanglei', name: '黄磊', grp: 64, status: 0, permissions: ['manage_needs_request'] },
  { username: 'sunfang', name: '孙芳', grp: 128, status: 1, permissions: ['manage_user_account', 'get_user_log', 'manage_message'] },
  { username: 'wuhao', name: '吴浩', grp: 1, status: 1, permissions: [] },
] as const;

const DETAILS: Record<string, (r: Random) => string> = {
  login: (r) => pick(r, ['密码登录', '微信扫码登录', '短信验证码登录']),
  logout: () => '主动退出',
  bind_wechat: () => '绑定微信公众号',
  update_profile: (r) => pick(r, ['修改联系电话', '修改公司名称', '修改收货地址', '修改邮箱']),
  change_password: () => '修改登录密码',
  submit_repair: (r) => `提交报修：${pick(r, W.MODELS).name} ${pick(r, W.FAULTS)}`,
  query_warranty: (r) => `查询序列号 SUP${String(1 + Math.floor(r() * 9)).padStart(2, '0')}${pick(r, ['A', 'B', 'LX', 'K'])}2${Math.floor(r() * 5)}0${1 + Math.floor(r() * 9)}`,
  request_backup: (r) => `申请备用机：${pick(r, W.MODELS).name}`,
  request_accessory: (r) => `申请配件：${pick(r, ['聚焦镜', '反射镜', '激光管', '水冷机', '皮带', '蜂窝板'])} × ${1 + Math.floor(r() * 3)}`,
  download_firmware: (r) => `下载固件 v${2 + Math.floor(r() * 2)}.${Math.floor(r() * 10)}.${Math.floor(r() * 20)}`,
  ask_assistant: (r) => pick(r, ['雕刻深度不够怎么调', '如何更换激光管', '软件无法连接设备', '切割边缘发黑怎么办']),
};

/**
 * A log row's detail as drawn; a warranty query names a seeded repair's serial (the device exists),
 * picked by the drawn text so the seeded sequence of the rows after it stays.
 */
function detailOf(r: Random, action: string, serials: readonly string[]): string | null {
  const drawn = DETAILS[action]?.(r) ?? null;
  if (action !== 'query_warranty' || !drawn || !serials.length) return drawn;
  const at = [...drawn].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % serials.length;
  return `查询序列号 ${serials[at]}`;
}

const ACTION_WEIGHTS: Record<string, number> = { login: 6, query_warranty: 3, submit_repair: 2, ask_assistant: 2, download_firmware: 2 };

/**
 * Demo data of the people area: five more staff accounts, front-site groups and permissions
 * of the customers, and ~600 customer action-log rows over the last 90 days.
 */
export async function seedPeople(db: Db, now: number, seed = 5_2026): Promise<void> {
  const r = createRandom(seed);
  const iso = new Date(now - 200 * DAY).toISOString();
  const hash = await hashPassword(DEMO_PASSWORD);
  const customers = await db.selectFrom('customer').select(['id', 'username', 'name']).orderBy('id').execute();
  const serials = (await db.selectFrom('repair').select('serial').orderBy('id').execute()).map((x) => x.serial);
  const actions = CUSTOMER_LOG_ACTIONS.map((a) => a.value);
  const weights = actions.map((a) => ACTION_WEIGHTS[a] ?? 1);
  const total = weights.reduce((s, w) => s + w, 0);
  const pickAction = (): string => {
    let x = r() * total;
    return actions.find((_, i) => (x -= weights[i]) < 0) ?? 'login';
  };
  await db.transaction().execute(async (trx) => {
    for (const s of STAFF) {
      const row = await trx.insertInto('admin').values({
        username: s.username, name: s.name, nickname: null, password_hash: hash, grp: s.grp, status: s.status, avatar: null,
        email: `${s.username}@laser-service.cn`, phone: `13${String(700000000 + Math.floor(r() * 99999999))}`, created_at: iso, updated_at: iso,
      }).returning('id').executeTakeFirstOrThrow();
      if (s.permissions.length) await trx.insertInto('admin_permission').values(s.permissions.map((action) => ({ admin_id: row.id, action }))).execute();
    }
    for (const c of customers) {
      const x = r();
      const grp = x < 0.1 ? 16 : x < 0.35 ? 8 : 1;
      const perms = ['repair_submit', 'warranty_query', 'firmware_download', 'ai_assistant'];
      if (grp >= 8) perms.push('request_backup', 'request_accessory');
      if (grp === 16) perms.push('dealer_order');
      const nickname = r() < 0.5 ? `${c.name.slice(0, 1)}${pick(r, ['工', '总', '经理', '师傅'])}` : null;
      await sql`update customer set grp = ${grp}, permissions = ${JSON.stringify(perms)}, nickname = ${nickname} where id = ${c.id}`.execute(trx);
    }
    const rows = Array.from({ length: customers.length ? 600 : 0 }, () => {
      const c = pick(r, customers);
      const action = pickAction();
      return {
        customer_id: c.id, username: c.username, customer_name: c.name, action, detail: detailOf(r, action, serials),
        channel: pick(r, ['web', 'web', 'wechat', 'wechat', 'miniprogram']),
        ip: `${pick(r, ['113.87', '14.153', '183.14', '120.229', '59.42'])}.${Math.floor(r() * 255)}.${1 + Math.floor(r() * 254)}`,
        created_at: new Date(now - Math.floor(r() * 90 * DAY)).toISOString(),
      };
    });
    for (let i = 0; i < rows.length; i += 100) await trx.insertInto('customer_action_log').values(rows.slice(i, i + 100)).execute();
  });
}

/** The people area's demo data: it gives the repairs area's customers their groups and rights. */
export const seed = defineSeed({ area: 'people', seeds: ['admins', 'customerLogs'], after: ['repairs'], run: (db, now) => seedPeople(db, now) });
