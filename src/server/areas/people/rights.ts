import type { Handler } from 'hono';
import { z } from 'zod';
import { grantableActions } from '../../../../resources/catalogs/permissionCatalog.ts';
import { ADMIN_GROUPS, admins } from '../../../../resources/people/admins.ts';
import { CEILING_REASONS, ceilingProblem } from '../../../domain/ceiling.ts';
import { ok, type ListPayload } from '../../../domain/envelope.ts';
import type { AccountRights } from '../../../domain/wire.ts';
import { permissionsOf } from '../../auth/sessions.ts';
import { readJsonObject, rejectUnknownKeys } from '../../body.ts';
import type { AppEnv, AuthUser, Deps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { runWrite, type WriteSpec } from '../../engine/write.ts';
import { requireVersion } from '../../engine/records.ts';
import { parseListParams } from '../../engine/listQuery.ts';
import { runList } from '../../engine/pagedList.ts';

const me = (user: AuthUser | null): AuthUser => {
  if (!user) throw new ApiError('UNAUTHORIZED');
  return user;
};

async function rightsOf(db: Db, id: number): Promise<AccountRights | undefined> {
  const a = await db.selectFrom('admin').select(['id', 'username', 'name', 'grp', 'status', 'version']).where('id', '=', id).executeTakeFirst();
  if (!a) return undefined;
  return { id: a.id, username: a.username, name: a.name, group: a.grp, status: a.status, version: a.version, actions: await permissionsOf(db, a.id) };
}

/**
 * GET /account/permission: the accounts with their group and actions, as the engine lists
 * 系统账号 (`admins`): server paging (400 on a bad page or size), `q` over 用户名 / 姓名 /
 * 手机号, the 用户组 and 状态 filters, the declared sort; then the actions of that page's
 * accounts alone (`{list, total}`).
 */
export const rightsListHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const params = { ...parseListParams(admins, c.req.query()), fields: 'all' as const };
  const { records, total } = await runList(deps.db, admins, params);
  const ids = records.map((r) => Number(r.id));
  const grants = ids.length ? await deps.db.selectFrom('admin_permission').select(['admin_id', 'action']).where('admin_id', 'in', ids).orderBy('action').execute() : [];
  const list: AccountRights[] = records.map((r) => ({
    id: Number(r.id), username: String(r.username), name: String(r.name), group: Number(r.group), status: Number(r.status), version: Number(r.version),
    actions: grants.filter((g) => g.admin_id === Number(r.id)).map((g) => g.action),
  }));
  return c.json(ok<ListPayload<AccountRights>>({ list, total: total ?? list.length }));
};

/** GET /account/admin/:id/permission. */
export const rightsOneHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const rights = await rightsOf(deps.db, parseId(c.req.param('id')));
  if (!rights) throw new ApiError('NOT_FOUND');
  return c.json(ok(rights));
};

const GROUP_VALUES: readonly number[] = ADMIN_GROUPS.map((g) => g.value);

const RightsBody = z.object({
  group: z.number('「用户组」必须是数字').refine((g) => GROUP_VALUES.includes(g), `「用户组」必须是 ${ADMIN_GROUPS.map((g) => `${g.value} ${g.label}`).join('、')} 之一`),
  actions: z.array(z.string('「权限」必须是文本').max(64, '「权限」不正确'), '「权限」必须是列表').max(200, '「权限」过多'),
});

/**
 * PUT /account/admin/:id/permission `{group, actions, version}`: replaces the account's group
 * and actions under the ceiling (403 and nothing changed when exceeded, before the version is
 * looked at). The auth middleware
 * reads both from the database on every request, so the change holds from the account's very
 * next request in every one of its sessions.
 */
export const rightsUpdateHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c.get('user'));
  const id = parseId(c.req.param('id'));
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(['group', 'actions', 'version']));
  const version = requireVersion(body.version);
  const parsed = RightsBody.safeParse({ group: body.group, actions: body.actions });
  if (!parsed.success) throw new ApiError('VALIDATION_FAILED', parsed.error.issues[0]?.message);
  const grantable = grantableActions();
  const unknown = parsed.data.actions.filter((a) => !grantable.has(a));
  if (unknown.length) throw new ApiError('VALIDATION_FAILED', `未知的权限：${unknown.join('、')}`);
  const actions = [...new Set(parsed.data.actions)].sort();
  let before: AccountRights | undefined;
  const spec: WriteSpec = {
    action: 'rights.update',
    resource: 'admins',
    record: { resource: admins, id, version },
    // the ceiling, before the version is looked at
    guard: async ({ trx }) => {
      before = await rightsOf(trx, id);
      if (!before) throw new ApiError('NOT_FOUND');
      const had = before.actions;
      const added = actions.filter((a) => !had.includes(a));
      const problem = ceilingProblem(user, { id, group: before.group }, { group: parsed.data.group === before.group ? undefined : parsed.data.group, added });
      if (problem) {
        c.set('audit', { action: 'access.denied', resource: 'admins', recordId: id, after: { endpoint: 'rights.update', reason: CEILING_REASONS[problem] } });
        throw new ApiError('FORBIDDEN', CEILING_REASONS[problem]);
      }
    },
  };
  const after = await runWrite(c, deps, spec, async ({ trx, history }) => {
    if (!before) throw new ApiError('NOT_FOUND');
    const updated = await trx.updateTable('admin')
      .set({ grp: parsed.data.group, updated_at: new Date(deps.clock.now()).toISOString() })
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', id).where('version', '=', version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new ApiError('VERSION_CONFLICT');
    await trx.deleteFrom('admin_permission').where('admin_id', '=', id).execute();
    if (actions.length) await trx.insertInto('admin_permission').values(actions.map((action) => ({ admin_id: id, action }))).execute();
    const next = await rightsOf(trx, id);
    await history({ kind: 'update', action: 'rights', data: { changes: { group: { from: before.group, to: next?.group }, actions: { from: before.actions, to: next?.actions } } } });
    return { result: next, log: { before: { group: before.group, actions: before.actions }, after: { group: next?.group, actions: next?.actions } } };
  });
  return c.json(ok(after));
};
