import type { Context, Handler } from 'hono';
import { findScreen } from '../../../../resources/registry.ts';
import { decideAccess } from '../../../domain/access.ts';
import { ok, type ListPayload } from '../../../domain/envelope.ts';
import type { ExportJob } from '../../../domain/wire.ts';
import { readJsonObject, rejectUnknownKeys, isPlainObject } from '../../body.ts';
import type { AppEnv, AuthUser, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { auditChange } from '../../middleware/actionLog.ts';

/** Export jobs: who exported which list, when, with which filter, how many rows, and the file. */

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The base64 text of a file fits the 1 MiB body limit up to about this size. */
export const MAX_EXPORT_FILE_BYTES = 700 * 1024;

const userOf = (c: Context<AppEnv>): AuthUser => {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHORIZED');
  return user;
};

/** The list type must be a screen the caller may open; 403 (and an access.denied log row) otherwise. */
function requireListAccess(c: Context<AppEnv>, type: unknown): string {
  if (typeof type !== 'string' || type === '') throw new ApiError('VALIDATION_FAILED', '「导出类型」不能为空');
  const ref = findScreen(type);
  if (!ref) throw new ApiError('VALIDATION_FAILED', '「导出类型」不正确');
  if (decideAccess(userOf(c), ref.resource.access) !== 'allow') {
    c.set('audit', { action: 'access.denied', resource: 'export', after: { type } });
    throw new ApiError('FORBIDDEN');
  }
  return type;
}

const toJob = (r: { id: number; type: string; admin_name: string; filter_json: string; sort: string; rows: number; file_name: string; file_size: number; created_at: string }): ExportJob => ({
  id: r.id,
  type: r.type,
  operator_name: r.admin_name,
  filter: JSON.parse(r.filter_json) as Record<string, string>,
  sort: r.sort,
  rows: r.rows,
  file_name: r.file_name,
  file_size: r.file_size,
  has_file: r.file_size > 0,
  created_at: r.created_at,
});

function decodeXlsx(raw: unknown): Buffer | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(raw)) throw new ApiError('VALIDATION_FAILED', '「导出文件」格式不正确');
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length > MAX_EXPORT_FILE_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE', '导出文件过大，无法保存');
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new ApiError('VALIDATION_FAILED', '「导出文件」不是 Excel 文件');
  return bytes;
}

/** POST /export/jobs `{type, filter, sort, rows, file_name, file_base64?}`. */
export const exportRecordHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = userOf(c);
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(['type', 'filter', 'sort', 'rows', 'file_name', 'file_base64']));
  const type = requireListAccess(c, body.type);
  const filter = body.filter ?? {};
  if (!isPlainObject(filter) || JSON.stringify(filter).length > 2000) throw new ApiError('VALIDATION_FAILED', '「筛选条件」格式不正确');
  const sort = typeof body.sort === 'string' && body.sort.length <= 100 ? body.sort : '';
  const rows = body.rows;
  if (typeof rows !== 'number' || !Number.isInteger(rows) || rows < 0 || rows > 1_000_000) throw new ApiError('VALIDATION_FAILED', '「行数」必须是非负整数');
  const fileName = typeof body.file_name === 'string' ? body.file_name.trim() : '';
  if (!fileName || fileName.length > 100 || /[\\/\r\n]/.test(fileName)) throw new ApiError('VALIDATION_FAILED', '「文件名」格式不正确');
  const file = decodeXlsx(body.file_base64);
  const createdAt = new Date(deps.clock.now()).toISOString();
  const job = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('export_job')
      .values({ type, admin_id: user.id, admin_name: user.name || user.username, filter_json: JSON.stringify(filter), sort, rows, file_name: fileName, file_size: file?.length ?? 0, file_data: file, created_at: createdAt })
      .returning(['id', 'type', 'admin_name', 'filter_json', 'sort', 'rows', 'file_name', 'file_size', 'created_at'])
      .executeTakeFirstOrThrow();
    const created = toJob(row);
    await auditChange(c, trx, deps.clock, { action: 'export.create', resource: 'export', recordId: created.id, after: { type, filter, sort, rows, file_name: fileName } });
    return created;
  });
  return c.json(ok(job));
};

/** GET /export/jobs?type=…&page=&pageSize= → `{list, total}`, newest first. */
export const exportListHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const type = requireListAccess(c, c.req.query('type'));
  const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
  const pageSize = Math.min(100, Math.max(1, Number.parseInt(c.req.query('pageSize') ?? '20', 10) || 20));
  const base = deps.db.selectFrom('export_job').where('type', '=', type);
  const [rows, total] = await Promise.all([
    base.select(['id', 'type', 'admin_name', 'filter_json', 'sort', 'rows', 'file_name', 'file_size', 'created_at']).orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return c.json(ok<ListPayload<ExportJob>>({ list: rows.map(toJob), total: Number(total.n) }));
};

/** GET /export/jobs/:id/file → the stored xlsx as a download. */
export const exportFileHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const job = await deps.db.selectFrom('export_job').select(['type', 'file_name', 'file_data']).where('id', '=', id).executeTakeFirst();
  if (!job) throw new ApiError('NOT_FOUND');
  requireListAccess(c, job.type);
  if (!job.file_data) throw new ApiError('NOT_FOUND', '该次导出未保存文件');
  const bytes = new Uint8Array(job.file_data);
  return c.body(bytes, 200, {
    'content-type': XLSX_TYPE,
    'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(job.file_name)}`,
    'cache-control': 'no-store',
  });
};
