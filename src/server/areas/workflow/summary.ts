import type { GroupHandler } from '../../engine/mount.ts';
import { errorResponse } from '../../errors.ts';

/** TEMPORARY (being written): GET /workflow/question/summary. */
export const summaryHandler: GroupHandler = () => (c) => errorResponse(c, 'ROUTE_NOT_FOUND', '接口尚未实现');
