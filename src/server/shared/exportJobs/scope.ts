import { findScreen, type ScreenRef } from '../../../../resources/registry.ts';
import { decideAccess } from '../../../domain/access.ts';
import type { AuthUser } from '../../authUser.ts';
import type { ResourceHooks, RowScope, ScopeRequest } from '../../engine/hookTypes.ts';
import { ApiError } from '../../errors.ts';

/**
 * Who may read the rows a list's export holds (docs/decisions.md, "Issue 32: exports follow their
 * rows"): whoever may open the screen and call the list endpoint it reads (its rows with every
 * field). A screen that is a queue of the caller's own (`ScreenDef.mine`: 我的站内信, 发件箱,
 * 待处理工单, 我创建的工单) lists different rows for each caller, so its exports are their
 * exporter's alone; any other list shows every reader the same rows, so its exports are theirs.
 * Null: the caller may not read the list.
 */
function scopeOf(user: AuthUser, ref: ScreenRef): 'own' | 'all' | null {
  const { resource, screen } = ref;
  const route = screen.access ?? resource.access;
  const list = screen.endpoints?.list ? (screen.endpoints.list.access ?? route) : (resource.endpoints.list?.access ?? resource.access);
  if (decideAccess(user, route) !== 'allow' || decideAccess(user, list) !== 'allow') return null;
  return screen.mine ? 'own' : 'all';
}

/**
 * The row scope of export jobs, which follows the list type the request pins (`type`: the list's
 * `?type=` filter, a new job's type, a job's own type when its file is asked for): none pinned or
 * an unknown one is a 400; a list the caller may not read refuses the request (403, an
 * `access.denied` row naming the type); a list of the caller's own, their own jobs alone; any
 * other, all of its jobs.
 */
export function exportJobScope(user: AuthUser, { pinned, deny }: ScopeRequest): RowScope {
  const type = pinned.type;
  if (typeof type !== 'string' || type === '') throw new ApiError('VALIDATION_FAILED', '「导出类型」不能为空');
  const ref = findScreen(type);
  if (!ref) throw new ApiError('VALIDATION_FAILED', '「导出类型」不正确');
  return (scopeOf(user, ref) ?? deny({ type })) === 'own' ? { admin_id: user.id } : {};
}

/** The server hooks of export jobs: the scope above, and a job as `ExportJob` (src/domain/wire.ts) with `has_file`. */
export const EXPORT_JOB_HOOKS = {
  rowScope: exportJobScope,
  presentRecord: (job) => ({ ...job, has_file: Number(job.file_size) > 0 }),
} satisfies ResourceHooks;
