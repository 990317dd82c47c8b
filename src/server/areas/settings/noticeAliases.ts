import type { Handler } from 'hono';
import { notices } from '../../../../resources/settings/notices.ts';
import { ok } from '../../../domain/envelope.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { applyAction } from '../../engine/actions.ts';
import { requireQueryVersion } from '../../engine/records.ts';
import { queryId } from './messageQuery.ts';

/**
 * Section 7's own paths of two notice actions, which carry the id (and the optional version) in
 * the query: each applies the declared action of `notices` (resources/settings/notices.ts) through the
 * engine, as `PUT /manage/message/:id/status` does. Without a version the current one is taken.
 */
const aliasOf = (action: 'revoke' | 'resend') => (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = queryId(c.req.query('id'));
  const raw = c.req.query('version');
  const version = raw === undefined || raw === '' ? await currentVersion(deps, id) : requireQueryVersion(raw);
  // a notice's recipients are anybody's: their streams recount (published by the one write path after the commit)
  const record = await applyAction(c, deps, notices, id, { version }, action, [{ topic: 'messages' }]);
  return c.json(ok(record));
};

async function currentVersion(deps: Deps, id: number): Promise<number> {
  const row = await deps.db.selectFrom('message').select('version').where('id', '=', id).where('kind', '=', 'notice').executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND');
  return row.version;
}

/** DELETE /manage/message/revoke?id=N[&version=V]: recipients no longer see the notice. */
export const revokeHandler = aliasOf('revoke');

/** POST /manage/message?id=N[&version=V]: delivers the notice again (also a revoked one), unread for every recipient. */
export const resendHandler = aliasOf('resend');
