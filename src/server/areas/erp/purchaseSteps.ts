import type { Handler } from 'hono';
import type { AppEnv, Deps } from '../../context.ts';

// STUB (lead's skeleton): replaced by its owner.
const stub = (_deps: Deps): Handler<AppEnv> => async (c) => c.json({ code: 50100, msg: '尚未实现' }, 501);
export const submitHandler = stub;
export const approveHandler = stub;
export const reviewHandler = stub;
export const rejectHandler = stub;
export const unapproveHandler = stub;
export const closeHandler = stub;
export const cancelHandler = stub;
