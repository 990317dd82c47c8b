import type { Context, Handler } from 'hono';
import { findScreen, type ScreenRef } from '../../../../resources/registry.ts';
import { decideAccess } from '../../../domain/access.ts';
import { ok, type ListPayload } from '../../../domain/envelope.ts';
import type { ExportJob } from '../../../domain/wire.ts';
import { readJsonObject, rejectUnknownKeys, isPlainObject } from '../../body.ts';
import type { AppEnv, AuthUser, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { runWrite } from '../../engine/write.ts';
import { parsePaging } from '../../engine/listQuery.ts';

/** Export jobs: who exported which list, when, with which filter, how many rows, and the file. They follow the rows they hold (`scopeOf`). */

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The base64 text of a file fits the 1 MiB body limit up to about this size. */
export const MAX_EXPORT_FILE_BYTES = 700 * 1024;

const userOf = (c: Context<AppEnv>): AuthUser => {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHORIZED');
  return user;
};

/** Which jobs of a list a caller may see: none (403), their own alone (a list scoped to its owner), or all. */
type JobScope = 'own' | 'all';

/**
 * Who may read the rows a list's export holds (docs/decisions.md, "Issue 32: exports follow their
 * rows"): whoever may open the screen and call the list endpoint it reads (its rows with every
 * field). A screen that is a queue of the caller's own (`ScreenDef.mine`: 我的站内信, 发件箱,
 * 待处理工单, 我创建的工单) lists different rows for each caller, so its exports are their
 * exporter's alone; any other list shows every reader the same rows, so its exports are theirs.
 */
function scopeOf(user: AuthUser, ref: ScreenRef): JobScope | null {
  const { resource, screen } = ref;
  const route = screen.access ?? resource.access;
  const list = screen.endpoints?.list ? (screen.endpoints.list.access ?? route) : (resource.endpoints.list?.access ?? resource.access);
  if (decideAccess(user, route) !== 'allow' || decideAccess(user, list) !== 'allow') return null;
  return screen.mine ? 'own' : 'all';
}

const deny = (c: Context<AppEnv>, after: Record<string, unknown>): never => {
  c.set('audit', { action: 'access.denied', resource: 'export', after });
  throw new ApiError('FORBIDDEN');
};

/** The list type must be a screen whose rows the caller may read; 403 (and an access.denied log row) otherwise. */
function requireListScope(c: Context<AppEnv>, type: unknown): { type: string; scope: JobScope } {
  if (typeof type !== 'string' || type === '') throw new ApiError('VALIDATION_FAILED', '「导出类型」不能为空');
  const ref = findScreen(type);
  if (!ref) throw new ApiError('VALIDATION_FAILED', '「导出类型」不正确');
  return { type, scope: scopeOf(userOf(c), ref) ?? deny(c, { type }) };
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
  const { type } = requireListScope(c, body.type);
  const filter = body.filter ?? {};
  if (!isPlainObject(filter) || JSON.stringify(filter).length > 2000) throw new ApiError('VALIDATION_FAILED', '「筛选条件」格式不正确');
  const sort = typeof body.sort === 'string' && body.sort.length <= 100 ? body.sort : '';
  const rows = body.rows;
  if (typeof rows !== 'number' || !Number.isInteger(rows) || rows < 0 || rows > 1_000_000) throw new ApiError('VALIDATION_FAILED', '「行数」必须是非负整数');
  const fileName = typeof body.file_name === 'string' ? body.file_name.trim() : '';
  if (!fileName || fileName.length > 100 || /[\\/\r\n]/.test(fileName)) throw new ApiError('VALIDATION_FAILED', '「文件名」格式不正确');
  const file = decodeXlsx(body.file_base64);
  const createdAt = new Date(deps.clock.now()).toISOString();
  const job = await runWrite(c, deps, { action: 'export.create', resource: 'export' }, async ({ trx }) => {
    const row = await trx
      .insertInto('export_job')
      .values({ type, admin_id: user.id, admin_name: user.name || user.username, filter_json: JSON.stringify(filter), sort, rows, file_name: fileName, file_size: file?.length ?? 0, file_data: file, created_at: createdAt })
      .returning(['id', 'type', 'admin_name', 'filter_json', 'sort', 'rows', 'file_name', 'file_size', 'created_at'])
      .executeTakeFirstOrThrow();
    const created = toJob(row);
    return { result: created, log: { recordId: created.id, after: { type, filter, sort, rows, file_name: fileName } } };
  });
  return c.json(ok(job));
};

/** GET /export/jobs?type=…&page=&pageSize= → `{list, total}`, newest first: the caller's own alone on a list scoped to its owner. */
export const exportListHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const { type, scope } = requireListScope(c, c.req.query('type'));
  const { page, pageSize } = parsePaging(c.req.query());
  let base = deps.db.selectFrom('export_job').where('type', '=', type);
  if (scope === 'own') base = base.where('admin_id', '=', userOf(c).id);
  const [rows, total] = await Promise.all([
    base.select(['id', 'type', 'admin_name', 'filter_json', 'sort', 'rows', 'file_name', 'file_size', 'created_at']).orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return c.json(ok<ListPayload<ExportJob>>({ list: rows.map(toJob), total: Number(total.n) }));
};

/**
 * GET /export/jobs/:id/file → the stored xlsx as a download. A job the caller may not read is 403
 * before anything else of it (whether a file was kept) is read; an unknown id is 404.
 */
export const exportFileHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const job = await deps.db.selectFrom('export_job').select(['type', 'admin_id']).where('id', '=', id).executeTakeFirst();
  if (!job) throw new ApiError('NOT_FOUND');
  const { scope } = requireListScope(c, job.type);
  if (scope === 'own' && job.admin_id !== userOf(c).id) deny(c, { type: job.type, id });
  const file = await deps.db.selectFrom('export_job').select(['file_name', 'file_data']).where('id', '=', id).executeTakeFirst();
  if (!file?.file_data) throw new ApiError('NOT_FOUND', '该次导出未保存文件');
  const bytes = new Uint8Array(file.file_data);
  return c.body(bytes, 200, {
    'content-type': XLSX_TYPE,
    'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
    'cache-control': 'no-store',
  });
};
