import type { Context, Handler } from 'hono';
import { exportJobs } from '../../../../resources/shared/exportJobs.ts';
import { ok } from '../../../domain/envelope.ts';
import type { ExportJob } from '../../../domain/wire.ts';
import { readJsonObject, rejectUnknownKeys, isPlainObject } from '../../body.ts';
import type { AppEnv, Deps, GroupHandlers } from '../../context.ts';
import { me } from '../caller.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { listPage } from '../../engine/crud.ts';
import { presenterOf, rowScopeOf, withinScope } from '../../engine/hooks.ts';
import { parseListParams } from '../../engine/listQuery.ts';
import { rowToRecord } from '../../engine/schema.ts';
import { runWrite } from '../../engine/write.ts';

/**
 * Export jobs: who exported which list, when, with which filter, how many rows, and the file
 * (`exportJobs`, resources/shared/exportJobs.ts). Each call asks the jobs' row scope for the list
 * type it names (scope.ts): the list's `?type=`, the new job's type, the asked job's own type.
 */

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The base64 text of a file fits the 1 MiB body limit up to about this size. */
export const MAX_EXPORT_FILE_BYTES = 700 * 1024;

/** Refuses the call: an `access.denied` row naming `after` (the type, and the job when one is asked for), and 403. */
const denierOf = (c: Context<AppEnv>, extra: Record<string, unknown> = {}) => (after: Record<string, unknown>): never => {
  c.set('audit', { action: 'access.denied', resource: exportJobs.name, after: { ...after, ...extra } });
  throw new ApiError('FORBIDDEN');
};

function decodeXlsx(raw: unknown): Buffer | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(raw)) throw new ApiError('VALIDATION_FAILED', '「导出文件」格式不正确');
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length > MAX_EXPORT_FILE_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE', '导出文件过大，无法保存');
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new ApiError('VALIDATION_FAILED', '「导出文件」不是 Excel 文件');
  return bytes;
}

/** POST /export/jobs `{type, filter, sort, rows, file_name, file_base64?}`: the type must be a list the caller may read (403 otherwise). */
export const exportRecordHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(['type', 'filter', 'sort', 'rows', 'file_name', 'file_base64']));
  rowScopeOf(deps.areas, exportJobs, user, { pinned: { type: body.type }, deny: denierOf(c) });
  const type = String(body.type);
  const filter = body.filter ?? {};
  if (!isPlainObject(filter) || JSON.stringify(filter).length > 2000) throw new ApiError('VALIDATION_FAILED', '「筛选条件」格式不正确');
  const sort = typeof body.sort === 'string' && body.sort.length <= 100 ? body.sort : '';
  const rows = body.rows;
  if (typeof rows !== 'number' || !Number.isInteger(rows) || rows < 0 || rows > 1_000_000) throw new ApiError('VALIDATION_FAILED', '「行数」必须是非负整数');
  const fileName = typeof body.file_name === 'string' ? body.file_name.trim() : '';
  if (!fileName || fileName.length > 100 || /[\\/\r\n]/.test(fileName)) throw new ApiError('VALIDATION_FAILED', '「文件名」格式不正确');
  const file = decodeXlsx(body.file_base64);
  const createdAt = new Date(deps.clock.now()).toISOString();
  const job = await runWrite(c, deps, { action: 'export.create', resource: exportJobs.name }, async ({ trx }) => {
    const row = await trx
      .insertInto('export_job')
      .values({ type, admin_id: user.id, admin_name: user.name || user.username, filter_json: JSON.stringify(filter), sort, rows, file_name: fileName, file_size: file?.length ?? 0, file_data: file, created_at: createdAt })
      .returning(['id', 'type', 'admin_name', 'filter_json', 'sort', 'rows', 'file_name', 'file_size', 'created_at'])
      .executeTakeFirstOrThrow();
    const created = presenterOf(deps.areas, exportJobs)(rowToRecord(exportJobs, row)) as unknown as ExportJob;
    return { result: created, log: { recordId: created.id, after: { type, filter, sort, rows, file_name: fileName } } };
  });
  return c.json(ok(job));
};

/**
 * GET /export/jobs?type=…&page=&pageSize= → `{list, total}`, newest first: the engine's list of
 * export jobs (paging with its 400s, the `type` filter), in the row scope that type gives the
 * caller. A job's record is every field whatever `fields` asks (the file's bytes never).
 */
export const exportListHandler = (deps: Deps): Handler<AppEnv> => async (c) =>
  c.json(ok(await listPage(deps, c, exportJobs, { ...parseListParams(exportJobs, c.req.query()), fields: 'list' })));

/**
 * GET /export/jobs/:id/file → the stored xlsx as a download. A job the caller may not read (its
 * type's scope refuses the caller, or leaves the job out) is 403 before anything else of it
 * (whether a file was kept) is read; an unknown id is 404.
 */
export const exportFileHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const job = await deps.db.selectFrom('export_job').select(['id', 'type', 'admin_id']).where('id', '=', id).executeTakeFirst();
  if (!job) throw new ApiError('NOT_FOUND');
  const deny = denierOf(c, { id });
  const scope = rowScopeOf(deps.areas, exportJobs, me(c), { pinned: { type: job.type }, deny });
  if (!withinScope(job, scope)) deny({ type: job.type });
  const file = await deps.db.selectFrom('export_job').select(['file_name', 'file_data']).where('id', '=', id).executeTakeFirst();
  if (!file?.file_data) throw new ApiError('NOT_FOUND', '该次导出未保存文件');
  const bytes = new Uint8Array(file.file_data);
  return c.body(bytes, 200, {
    'content-type': XLSX_TYPE,
    'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
    'cache-control': 'no-store',
  });
};

/** The export endpoints' handlers, by endpoint key (`exportEndpoints`, resources/shared/exportJobs.ts). */
export const EXPORT_JOB_HANDLERS = {
  'export.create': exportRecordHandler,
  'export.list': exportListHandler,
  'export.file': exportFileHandler,
} satisfies Partial<GroupHandlers>;
