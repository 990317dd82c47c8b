import type { Context } from 'hono';
import type { AuthUser } from '../authUser.ts';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors.ts';

/** The logged-in caller of a hand-written handler; none: 401 (the mount's access check runs first, so this is the backstop). */
export const me = (c: Context<AppEnv>): AuthUser => {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHORIZED');
  return user;
};
