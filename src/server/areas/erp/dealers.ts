import type { Handler } from 'hono';
import type { AppEnv, Deps } from '../../context.ts';

// STUB (lead's skeleton): replaced by its owner.
export const dealersHandler = (_deps: Deps): Handler<AppEnv> => async (c) => c.json({ code: 50100, msg: '尚未实现' }, 501);
