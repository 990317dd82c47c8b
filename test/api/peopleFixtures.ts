import type { TestResponse, TestServer } from '../helpers/testServer.ts';

/** A call with an explicit `Authorization` header (one particular session). */
export const callWith = (s: TestServer, auth: string, method: string, path: string, body?: unknown): Promise<TestResponse> =>
  s.request(method, path, { body, headers: { authorization: auth } });

/** The id of an account by username. */
export async function idOf(s: TestServer, username: string): Promise<number> {
  return (await s.db.selectFrom('admin').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/** Replaces an account's permission actions straight in the database (test set-up). */
export async function setPermissions(s: TestServer, username: string, actions: readonly string[]): Promise<void> {
  const id = await idOf(s, username);
  await s.db.deleteFrom('admin_permission').where('admin_id', '=', id).execute();
  if (actions.length) await s.db.insertInto('admin_permission').values(actions.map((action) => ({ admin_id: id, action }))).execute();
}

/** Everything the rights of an account consist of, to compare before and after a refused call. */
export async function snapshot(s: TestServer, username: string): Promise<unknown> {
  const row = await s.db.selectFrom('admin').selectAll().where('username', '=', username).executeTakeFirst();
  if (!row) return null;
  const perms = await s.db.selectFrom('admin_permission').select('action').where('admin_id', '=', row.id).orderBy('action').execute();
  return { ...row, permissions: perms.map((p) => p.action) };
}

/** Creates an account straight in the database with the demo password's hash of `like`. */
export async function insertAccount(s: TestServer, username: string, group: number, like = 'staff'): Promise<number> {
  const src = await s.db.selectFrom('admin').select('password_hash').where('username', '=', like).executeTakeFirstOrThrow();
  const iso = new Date(s.clock.now()).toISOString();
  const row = await s.db.insertInto('admin').values({
    username, name: `测试${username}`, nickname: null, password_hash: src.password_hash, grp: group, status: 1, avatar: null, email: null, phone: null, created_at: iso, updated_at: iso,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The number of action-log rows of an action. */
export async function logCount(s: TestServer, action: string): Promise<number> {
  const r = await s.db.selectFrom('action_log').select((eb) => eb.fn.countAll<number>().as('n')).where('action', '=', action).executeTakeFirst();
  return Number(r?.n ?? 0);
}
