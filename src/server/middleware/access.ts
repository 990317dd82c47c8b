import type { MiddlewareHandler } from 'hono';
import { decideAccess } from '../../domain/access.ts';
import type { EndpointEntry } from '../../../resources/registry.ts';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors.ts';

/** The largest record id the API accepts (2^31 − 1). */
export const MAX_ID = 2 ** 31 - 1;

/** A path `:id` as a number, or 400 INVALID_ID for anything but 1..2^31−1. */
export function parseId(raw: string | undefined): number {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) throw new ApiError('INVALID_ID');
  const id = Number(raw);
  if (id > MAX_ID) throw new ApiError('INVALID_ID');
  return id;
}

/** 401 for a caller who is not logged in, SESSION_EXPIRED when the token ran out. */
function loginError(problem: string): ApiError {
  if (problem === 'expired') return new ApiError('SESSION_EXPIRED');
  if (problem === 'disabled') return new ApiError('UNAUTHORIZED', '账号已被禁用，请联系管理员');
  return new ApiError('UNAUTHORIZED');
}

/**
 * Guards one endpoint with the one access rule: `decideAccess(user, entry.access)`, plus
 * `selfOr` when the `:id` is not the caller's own. Not logged in → 401; forbidden → 403 and
 * an `access.denied` action-log row. Also validates `:id` (400 INVALID_ID).
 */
export function guardEndpoint(entry: EndpointEntry): MiddlewareHandler<AppEnv> {
  return async function accessGuard(c, next) {
    const user = c.get('user');
    const deny = (): never => {
      c.set('audit', { action: 'access.denied', resource: entry.resource ?? entry.key, recordId: c.req.param('id') ?? null, after: { endpoint: entry.key, method: entry.method, path: c.req.path } });
      throw new ApiError('FORBIDDEN');
    };
    const decision = decideAccess(user, entry.access);
    if (decision === 'login') throw loginError(c.get('authProblem'));
    if (decision === 'forbidden') deny();
    const hasId = entry.path.includes(':id');
    const id = hasId ? parseId(c.req.param('id')) : undefined;
    if (entry.selfOr && user && id !== user.id && decideAccess(user, entry.selfOr) !== 'allow') deny();
    await next();
  };
}
