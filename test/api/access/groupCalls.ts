import { DEFAULT_WECHAT_MENU } from '../../../src/server/areas/settings/wechatMenuDefaults.ts';
import type { TestUser } from '../../helpers/testServer.ts';
import type { Call, CallContext } from './callContext.ts';
import { EXPORT_TYPE_LISTS } from './endpointPages.ts';
import { NOTIFICATION_CALLS } from './notificationCalls.ts';
import { WORKFLOW_CALLS } from './workflowCalls.ts';
import { INTELLIGENCE_CALLS } from './intelligenceCalls.ts';
import { OSS_CALLS } from './ossCalls.ts';
import { REPLY_CALLS } from './replyCalls.ts';
import { DEVICE_CALLS } from './deviceCalls.ts';
import { DEVICE_FILE_CALLS } from './deviceFileCalls.ts';
import { ERP_CALLS } from './erpCalls.ts';
import { NOTIFICATION_PROVIDER_CALLS } from './notificationProviderCalls.ts';

/**
 * Valid calls of the hand-written endpoints (session, own account, rights, messages, settings,
 * needs extras, export), by `METHOD /path`. Each returns the calls one caller makes: usually
 * one; an account endpoint calls on the caller's own account and on someone else's; an export
 * endpoint calls once per list type.
 */

type Builder = (ctx: CallContext, caller: TestUser | null) => Promise<Call[]>;

const PASSWORD = 'demo123456';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** The first bytes of an xlsx (a zip): what the export records accept as a file. */
const XLSX = Buffer.from('UEsDBBQAAAAIAAAAIQB4bWw=', 'base64');

const get = (path: string): Builder => async () => [{ method: 'GET', path }];

/** The caller's id, or a demo account's for an anonymous call (which must be refused before it matters). */
const selfId = (ctx: CallContext, caller: TestUser | null): Promise<number> => ctx.idOf(caller ?? 'member');

/** Someone other than the caller, to write to. */
const otherThan = (caller: TestUser | null): TestUser => (caller === 'superadmin' ? 'admin' : 'superadmin');

/** A private message in the caller's inbox, sent by someone else. */
async function messageTo(ctx: CallContext, caller: TestUser | null): Promise<number> {
  const from = otherThan(caller);
  const res = await ctx.s.request('POST', '/admin/message', { as: from, body: { recipients: [await selfId(ctx, caller)], title: '周报', content: '请提交本周维修周报。' } });
  if (res.status !== 200) throw new Error(`set-up message failed: ${res.status}`);
  return Number(res.body.data.id);
}

const notice = async (ctx: CallContext): Promise<{ id: number; version: number }> => ctx.create('/manage/message/send', { recipients: [await ctx.idOf('member')], title: '系统维护通知', content: '本周六 22:00 系统维护。' });

/** A notice already revoked: the one state 重新发送 applies to. */
const revokedNotice = async (ctx: CallContext): Promise<{ id: number }> => {
  const n = await notice(ctx);
  const res = await ctx.s.request('DELETE', `/manage/message/revoke?id=${n.id}`, { as: 'superadmin' });
  if (res.status !== 200) throw new Error(`set-up revoke failed: ${res.status}`);
  return n;
};

const template = (ctx: CallContext) => ctx.create('/system/template', { code: `tpl_${ctx.next()}`, name: '已收件', subject: '设备已收到 {{repair_no}}', body: '<p>您好 {{customer_name}}</p>' });

const avatars = new WeakMap<CallContext, Promise<string>>();

/** A file every logged-in user may read: the super admin's avatar (uploaded once per server). */
function avatar(ctx: CallContext): Promise<string> {
  const known = avatars.get(ctx);
  if (known) return known;
  const url = (async () => {
    const form = new FormData();
    form.append('file', new File([PNG], '头像.png'));
    const up = await ctx.send({ method: 'POST', path: '/system/upload', form }, 'superadmin');
    const url = String(up.body.data.url);
    await ctx.s.request('PUT', '/account/admin/profile/i', { as: 'superadmin', body: { avatar: url } });
    return url;
  })();
  avatars.set(ctx, url);
  return url;
}

async function exportJob(ctx: CallContext, type: string): Promise<number> {
  const row = await ctx.s.db
    .insertInto('export_job')
    .values({ type, admin_id: await ctx.idOf('superadmin'), admin_name: '超级管理员', filter_json: '{}', sort: '', rows: 1, file_name: `${type}.xlsx`, file_size: XLSX.length, file_data: XLSX, created_at: new Date(ctx.s.clock.now()).toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const perExportType = (make: (ctx: CallContext, type: string) => Promise<Call>): Builder => async (ctx) =>
  Promise.all(Object.keys(EXPORT_TYPE_LISTS).map(async (type) => ({ ...(await make(ctx, type)), target: { exportType: type }, label: type })));

/** `METHOD /path` → its valid calls. */
export const GROUP_CALLS: Readonly<Record<string, Builder>> = {
  'POST /account/admin/login': async (_ctx, caller) => [{ method: 'POST', path: '/account/admin/login', body: { username: caller ?? 'member', password: PASSWORD } }],
  'GET /account/admin/check': get('/account/admin/check'),
  'POST /account/admin/logout': async () => [{ method: 'POST', path: '/account/admin/logout', ownSession: true }],
  'GET /account/permission/i': get('/account/permission/i'),
  'GET /account/user/group': get('/account/user/group'),
  'PUT /account/admin/profile/i': async () => [{ method: 'PUT', path: '/account/admin/profile/i', body: { nickname: '测试' } }],
  'PUT /account/admin/:id/password': async (ctx, caller) => [
    { method: 'PUT', path: `/account/admin/${await selfId(ctx, caller)}/password`, body: { oldPassword: PASSWORD, newPassword: PASSWORD }, target: { account: 'own' }, label: 'own' },
    { method: 'PUT', path: `/account/admin/${await ctx.freshAccount()}/password`, body: { newPassword: 'Another-pass-1' }, target: { account: 'other' }, label: "another's" },
  ],

  'GET /account/permission': get('/account/permission'),
  'GET /account/admin/:id/permission': async (ctx) => [{ method: 'GET', path: `/account/admin/${await ctx.freshAccount()}/permission` }],
  'PUT /account/admin/:id/permission': async (ctx) => [{ method: 'PUT', path: `/account/admin/${await ctx.freshAccount()}/permission`, body: { group: 64, actions: ['manage_needs_repair'], version: 1 } }],

  'GET /admin/message/count': get('/admin/message/count'),
  'PUT /admin/message/count': async () => [{ method: 'PUT', path: '/admin/message/count', body: {} }],
  'GET /admin/message/inbox': get('/admin/message/inbox'),
  'GET /admin/message/outbox': get('/admin/message/outbox'),
  'GET /admin/message/recipients': get('/admin/message/recipients'),
  'GET /admin/message/refs': get('/admin/message/refs?no=WX202611220001,GD202611220001'),
  'POST /admin/message': async (ctx, caller) => [{ method: 'POST', path: '/admin/message', body: { recipients: [await ctx.idOf(otherThan(caller))], title: '通知', content: '内容' } }],
  'PUT /admin/message/:id': async (ctx, caller) => [{ method: 'PUT', path: `/admin/message/${await messageTo(ctx, caller)}`, body: { read: true } }],
  'DELETE /admin/message': async (ctx, caller) => [{ method: 'DELETE', path: `/admin/message?id=${await messageTo(ctx, caller)}` }],
  'GET /manage/message': get('/manage/message'),
  'DELETE /manage/message/revoke': async (ctx) => [{ method: 'DELETE', path: `/manage/message/revoke?id=${(await notice(ctx)).id}` }],
  'POST /manage/message': async (ctx) => [{ method: 'POST', path: `/manage/message?id=${(await revokedNotice(ctx)).id}` }],

  'GET /system/config/key/:key': get('/system/config/key/express_phone_sys'),

  'POST /system/template/:id/test': async (ctx) => [{ method: 'POST', path: `/system/template/${(await template(ctx)).id}/test`, body: { to: 'kefu@laser-demo.cn' } }],

  'GET /manage/wechat/mp/menu': get('/manage/wechat/mp/menu'),
  'POST /manage/wechat/mp/menu': async (ctx) => {
    const current = await ctx.s.db.selectFrom('wechat_menu').select('version').executeTakeFirst();
    return [{ method: 'POST', path: '/manage/wechat/mp/menu', body: { menu: DEFAULT_WECHAT_MENU, version: current?.version ?? 0 } }];
  },

  'POST /system/upload': async () => {
    const form = new FormData();
    form.append('file', new File([PNG], '维修照片.png'));
    return [{ method: 'POST', path: '/system/upload', form }];
  },
  'GET /system/upload/:key': async (ctx) => [{ method: 'GET', path: (await avatar(ctx)).replace('/api/cms', '') }],

  'GET /needs/production/serial-check': get('/needs/production/serial-check?serial=SUP01AB2401'),
  'GET /needs/production/warranty-rules': get('/needs/production/warranty-rules'),

  'POST /export/jobs': perExportType(async (_ctx, type) => ({ method: 'POST', path: '/export/jobs', body: { type, filter: {}, sort: '', rows: 0, file_name: `${type}.xlsx` } })),
  'GET /export/jobs': perExportType(async (_ctx, type) => ({ method: 'GET', path: `/export/jobs?type=${type}` })),
  'GET /export/jobs/:id/file': perExportType(async (ctx, type) => ({ method: 'GET', path: `/export/jobs/${await exportJob(ctx, type)}/file` })),

  // the live stream: its answer is its first event (test/helpers/responseText.ts)
  'GET /events': get('/events'),
  ...WORKFLOW_CALLS,
  ...INTELLIGENCE_CALLS,
  ...OSS_CALLS,
  ...REPLY_CALLS,
  ...DEVICE_CALLS,
  ...DEVICE_FILE_CALLS,
  ...ERP_CALLS,
  ...NOTIFICATION_CALLS,
  ...NOTIFICATION_PROVIDER_CALLS,

  'GET /notification/stat': get('/notification/stat?from=2026-11-01&to=2026-11-22'),
};
