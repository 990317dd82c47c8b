import type { Handler } from 'hono';
import { z } from 'zod';
import { ok } from '../../domain/envelope.ts';
import { GROUP, GROUP_LABELS } from '../../domain/groups.ts';
import { PERMISSION_ACTIONS } from '../../domain/permissions.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { revokeSessionsOf } from '../auth/sessions.ts';
import { readJsonObject, rejectUnknownKeys } from '../body.ts';
import type { AppEnv, AuthUser, Deps } from '../context.ts';
import { ApiError } from '../errors.ts';
import { parseId } from '../middleware/access.ts';
import { auditChange } from '../middleware/actionLog.ts';
import { PHONE_PATTERN } from '../../domain/phone.ts';
import { loadProfile } from './profile.ts';

const me = (user: AuthUser | null): AuthUser => user ?? (() => { throw new ApiError('UNAUTHORIZED'); })();

/** GET check: the caller's profile (no token). */
export const checkHandler = (deps: Deps): Handler<AppEnv> => async (c) =>
  c.json(ok(await loadProfile(deps.db, me(c.get('user')).id)));

/** GET permission/i: `[{action}]`; a super admin holds every action. */
export const permissionsHandler = (): Handler<AppEnv> => async (c) => {
  const user = me(c.get('user'));
  const actions = user.group >= GROUP.superAdmin ? PERMISSION_ACTIONS : user.permissions;
  return c.json(ok(actions.map((action) => ({ action }))));
};

/** GET user/group: the group levels with their labels. */
export const groupsHandler = (): Handler<AppEnv> => async (c) =>
  c.json(ok(Object.entries(GROUP_LABELS).map(([value, label]) => ({ value: Number(value), label })).sort((a, b) => a.value - b.value)));

const optionalText = (label: string, max: number) => z.string(`「${label}」必须是文本`).trim().max(max, `「${label}」不能超过 ${max} 个字`).nullable().optional();

const ProfileBody = z.object({
  name: z.string('「姓名」必须是文本').trim().min(1, '「姓名」不能为空').max(40, '「姓名」不能超过 40 个字').optional(),
  nickname: optionalText('昵称', 40),
  avatar: optionalText('头像', 500),
  email: z.union([z.literal(''), z.email('「邮箱」格式不正确').max(120, '「邮箱」格式不正确')], '「邮箱」格式不正确').nullable().optional(),
  phone: z.union([z.literal(''), z.string().regex(PHONE_PATTERN, '「手机号」格式不正确')], '「手机号」格式不正确').nullable().optional(),
});

/** PUT profile/i: updates the caller's name, nickname, avatar, email, phone. */
export const profileHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c.get('user'));
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(Object.keys(ProfileBody.shape)));
  const parsed = ProfileBody.safeParse(body);
  if (!parsed.success) throw new ApiError('VALIDATION_FAILED', parsed.error.issues[0]?.message);
  const values = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined).map(([k, v]) => [k, v === '' && k !== 'name' ? null : v]));
  const after = await deps.db.transaction().execute(async (trx) => {
    const before = await loadProfile(trx, user.id);
    await trx
      .updateTable('admin')
      .set({ ...values, updated_at: new Date(deps.clock.now()).toISOString() })
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', user.id)
      .execute();
    const changed = await loadProfile(trx, user.id);
    await auditChange(c, trx, deps.clock, { action: 'account.profile', resource: 'account', recordId: user.id, before, after: changed });
    return changed;
  });
  return c.json(ok(after));
};

const PasswordBody = z.object({
  oldPassword: z.string('「原密码」必须是文本').max(128, '「原密码」不正确').optional(),
  newPassword: z.string('「新密码」必须是文本').min(8, '「新密码」至少 8 位').max(64, '「新密码」不能超过 64 位'),
});

/**
 * PUT admin/:id/password. Own account: the right old password, then every OTHER session of it
 * is revoked. Another's (guarded by `selfOr`): only a super admin may touch an account whose
 * group is at least their own; all its sessions are revoked.
 */
export const passwordHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c.get('user'));
  const id = parseId(c.req.param('id'));
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(['oldPassword', 'newPassword']));
  const parsed = PasswordBody.safeParse(body);
  if (!parsed.success) throw new ApiError('VALIDATION_FAILED', parsed.error.issues[0]?.message);
  const target = await deps.db.selectFrom('admin').select(['id', 'grp', 'password_hash']).where('id', '=', id).executeTakeFirst();
  if (!target) throw new ApiError('NOT_FOUND');
  const self = id === user.id;
  if (self) {
    if (!parsed.data.oldPassword) throw new ApiError('VALIDATION_FAILED', '「原密码」不能为空');
    if (!(await verifyPassword(parsed.data.oldPassword, target.password_hash))) throw new ApiError('OLD_PASSWORD_WRONG');
  } else if (target.grp >= user.group && user.group < GROUP.superAdmin) {
    c.set('audit', { action: 'access.denied', resource: 'account', recordId: id, after: { endpoint: 'account.password' } });
    throw new ApiError('FORBIDDEN');
  }
  const now = deps.clock.now();
  const hash = await hashPassword(parsed.data.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('admin').set({ password_hash: hash, updated_at: new Date(now).toISOString() }).where('id', '=', id).execute();
    await revokeSessionsOf(trx, id, now, self ? user.sessionId : undefined);
    await auditChange(c, trx, deps.clock, { action: 'account.password', resource: 'account', recordId: id, after: { self } });
  });
  return c.json(ok(null));
};
