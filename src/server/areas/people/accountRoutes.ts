import type { Handler } from 'hono';
import { z } from 'zod';
import { ok } from '../../../domain/envelope.ts';
import { GROUP, GROUP_LABELS } from '../../../domain/groups.ts';
import { PERMISSION_ACTIONS } from '../../../domain/permissions.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { revokeSessionsOf } from '../../auth/sessions.ts';
import { readJsonObject, rejectUnknownKeys } from '../../body.ts';
import type { AppEnv, AuthUser, Deps } from '../../context.ts';
import { ApiError, NOTHING_TO_CHANGE } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { runWrite } from '../../engine/write.ts';
import { NEW_PASSWORD_FIELD, PROFILE_FIELD_NAMES, admins } from '../../../../resources/people/admins.ts';
import { checkField } from '../../../domain/fieldRules.ts';
import { validateValues } from '../../engine/records.ts';
import { refuseUnreadableFiles } from '../../engine/writtenFiles.ts';
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

/**
 * PUT profile/i: updates the caller's name, nickname, avatar, email, phone, each checked by its
 * declaration in `admins` (the rule the profile form runs too). A body naming none of them
 * (empty, or `{}`) is a 400 that changes nothing; an avatar the caller may not read is 403
 * (engine/writtenFiles.ts).
 */
export const profileHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c.get('user'));
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(PROFILE_FIELD_NAMES));
  if (Object.keys(body).length === 0) throw new ApiError('VALIDATION_FAILED', NOTHING_TO_CHANGE);
  const values = validateValues(admins, body, PROFILE_FIELD_NAMES, false);
  const after = await runWrite(c, deps, { action: 'account.profile', resource: 'account', record: { resource: admins, id: user.id } }, async ({ trx, row, deny, history }) => {
    if (!row) throw new ApiError('NOT_FOUND');
    await refuseUnreadableFiles(deps.areas, trx, user, values, row, deny);
    const before = await loadProfile(trx, user.id);
    await trx
      .updateTable('admin')
      .set({ ...values, updated_at: new Date(deps.clock.now()).toISOString() })
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', user.id)
      .execute();
    const changed = await loadProfile(trx, user.id);
    const changes = Object.fromEntries(Object.entries(values).filter(([col, v]) => row[col] !== v).map(([col, v]) => [col, { from: row[col], to: v }]));
    await history({ kind: 'update', action: 'profile', data: { changes } });
    return { result: changed, log: { before, after: changed } };
  });
  return c.json(ok(after));
};

const PasswordBody = z.object({
  oldPassword: z.string('「原密码」必须是文本').max(128, '「原密码」不正确').optional(),
  newPassword: z.unknown(),
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
  const newPassword = checkField(NEW_PASSWORD_FIELD, parsed.data.newPassword, false);
  if (!newPassword.ok) throw new ApiError('VALIDATION_FAILED', newPassword.message);
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
  const hash = await hashPassword(String(newPassword.value));
  await runWrite(c, deps, { action: 'account.password', resource: 'account', record: { resource: admins, id }, publish: [{ topic: 'session', userIds: [id] }] }, async ({ trx, history }) => {
    await trx.updateTable('admin').set({ password_hash: hash, updated_at: new Date(now).toISOString() }).where('id', '=', id).execute();
    await revokeSessionsOf(trx, id, now, self ? user.sessionId : undefined);
    // the history says the password changed, never what to
    await history({ kind: 'update', action: 'password' });
    return { result: undefined, log: { after: { self } } };
  });
  return c.json(ok(null));
};
