import type { Handler } from 'hono';
import { z } from 'zod';
import { canAccess } from '../../domain/access.ts';
import { ok } from '../../domain/envelope.ts';
import { readJsonObject, rejectUnknownKeys } from '../body.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { parseId } from '../middleware/access.ts';
import { auditChange } from '../middleware/actionLog.ts';
import { requireVersion } from '../resources/records.ts';
import { CONFIG_KEY_PATTERN, isConfigType, presentConfig, toStoredValue } from './configValues.ts';
import { me } from './messages.ts';
import { readPaging, readPrefix } from './paging.ts';

/** Config items: list, create, update, delete (manage_system_config) and read by key. */

const MANAGE = { permission: 'manage_system_config' } as const;

const Meta = {
  name: z.string('「名称」必须是文本').trim().min(1, '「名称」不能为空').max(60, '「名称」不能超过 60 个字'),
  is_public: z.boolean('「公开」必须是 true 或 false'),
  remark: z.string('「备注」必须是文本').trim().max(500, '「备注」不能超过 500 个字').nullable(),
};

const CreateBody = z.object({
  key: z.string('「键」必须是文本').trim().regex(CONFIG_KEY_PATTERN, '「键」须以小写字母开头，只含小写字母、数字、下划线和点，2–64 个字符'),
  type: z.string().refine(isConfigType, '「类型」只能是 string、number、boolean、json 或 secret'),
  value: z.unknown(),
  name: Meta.name,
  is_public: Meta.is_public.default(false),
  remark: Meta.remark.optional(),
});

const UpdateBody = z.object({
  name: Meta.name.optional(),
  type: z.string().refine(isConfigType, '「类型」只能是 string、number、boolean、json 或 secret').optional(),
  value: z.unknown().optional(),
  is_public: Meta.is_public.optional(),
  remark: Meta.remark.optional(),
});

const firstIssue = (error: z.ZodError): string => error.issues[0]?.message ?? '提交的数据不符合要求';
const iso = (deps: Deps): string => new Date(deps.clock.now()).toISOString();

async function findConfig(db: Db, id: number) {
  return db.selectFrom('system_config').selectAll().where('id', '=', id).executeTakeFirst();
}

/** GET /system/config?page&pageSize&q=<key or name prefix>&type= */
export const configListHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const query = c.req.query();
  const { pageSize, offset } = readPaging(query);
  const q = readPrefix(query.q);
  if (query.type && !isConfigType(query.type)) throw new ApiError('FILTER_INVALID', '筛选条件「类型」不正确');
  let base = deps.db.selectFrom('system_config');
  if (query.type) base = base.where('type', '=', query.type);
  if (q) base = base.where((eb) => eb.or([eb('key', '>=', q).and('key', '<', `${q}\uffff`), eb('name', '>=', q).and('name', '<', `${q}\uffff`)]));
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('key').limit(pageSize).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return c.json(ok({ list: rows.map(presentConfig), total: Number(total?.n ?? 0) }));
};

/** POST /system/config `{key, name, type, value, is_public?, remark?}`. */
export const configCreateHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(['key', 'name', 'type', 'value', 'is_public', 'remark']));
  const parsed = CreateBody.safeParse(body);
  if (!parsed.success) throw new ApiError('VALIDATION_FAILED', firstIssue(parsed.error));
  const { key, type, value, name, is_public, remark } = parsed.data;
  if (!isConfigType(type)) throw new ApiError('VALIDATION_FAILED', '「类型」不正确');
  if (type === 'secret' && is_public) throw new ApiError('VALIDATION_FAILED', '密钥类配置不能设为公开');
  const stored = toStoredValue(type, value);
  if (!stored.ok) throw new ApiError('VALIDATION_FAILED', stored.message);
  const exists = await deps.db.selectFrom('system_config').select('id').where('key', '=', key).executeTakeFirst();
  if (exists) throw new ApiError('DUPLICATE', `配置键「${key}」已存在`);
  const now = iso(deps);
  const record = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('system_config')
      .values({ key, name, type, value: stored.text, is_public: is_public ? 1 : 0, remark: remark ?? null, created_at: now, updated_at: now, created_by: user.id })
      .returningAll()
      .executeTakeFirstOrThrow();
    const created = presentConfig(row);
    await auditChange(c, trx, deps.clock, { action: 'config.create', resource: 'config', recordId: row.id, after: created });
    return created;
  });
  return c.json(ok(record));
};

/** PUT /system/config/:id `{version, name?, type?, value?, is_public?, remark?}`; the key never changes. */
export const configUpdateHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const { version: raw, ...rest } = await readJsonObject(c);
  rejectUnknownKeys(rest, new Set(['name', 'type', 'value', 'is_public', 'remark']));
  const version = requireVersion(raw);
  const parsed = UpdateBody.safeParse(rest);
  if (!parsed.success) throw new ApiError('VALIDATION_FAILED', firstIssue(parsed.error));
  const row = await findConfig(deps.db, id);
  if (!row) throw new ApiError('NOT_FOUND');
  if (row.version !== version) throw new ApiError('VERSION_CONFLICT');
  const type = parsed.data.type ?? row.type;
  if (!isConfigType(type)) throw new ApiError('VALIDATION_FAILED', '「类型」不正确');
  const isPublic = parsed.data.is_public ?? row.is_public === 1;
  if (type === 'secret' && isPublic) throw new ApiError('VALIDATION_FAILED', '密钥类配置不能设为公开');
  const changes: Record<string, unknown> = {};
  if (parsed.data.name !== undefined) changes.name = parsed.data.name;
  if (parsed.data.remark !== undefined) changes.remark = parsed.data.remark;
  if (parsed.data.is_public !== undefined) changes.is_public = isPublic ? 1 : 0;
  const keepSecret = type === 'secret' && row.type === 'secret' && (!('value' in rest) || rest.value === '' || rest.value === undefined);
  if (!keepSecret && ('value' in rest || type !== row.type)) {
    if (!('value' in rest)) throw new ApiError('VALIDATION_FAILED', '修改类型时须同时提交新的「值」');
    const stored = toStoredValue(type, rest.value);
    if (!stored.ok) throw new ApiError('VALIDATION_FAILED', stored.message);
    changes.value = stored.text;
  }
  if (parsed.data.type !== undefined) changes.type = type;
  const now = iso(deps);
  const after = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('system_config')
      .set({ ...changes, updated_at: now })
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', version)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new ApiError('VERSION_CONFLICT');
    const record = presentConfig(updated);
    await auditChange(c, trx, deps.clock, { action: 'config.update', resource: 'config', recordId: id, before: presentConfig(row), after: record });
    return record;
  });
  return c.json(ok(after));
};

/** DELETE /system/config/:id?version=N */
export const configDeleteHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const version = requireVersion(c.req.query('version'));
  const row = await findConfig(deps.db, id);
  if (!row) throw new ApiError('NOT_FOUND');
  await deps.db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('system_config').where('id', '=', id).where('version', '=', version).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new ApiError('VERSION_CONFLICT');
    await auditChange(c, trx, deps.clock, { action: 'config.delete', resource: 'config', recordId: id, before: presentConfig(row) });
  });
  return c.json(ok({ id }));
};

/**
 * GET /system/config/key/:key → `{key, name, type, value, is_public}`. A public key answers every
 * logged-in user; anything else (a private key or none such) needs manage_system_config, so a
 * caller without it cannot tell a private key from a missing one.
 */
export const configByKeyHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const key = c.req.param('key') ?? '';
  const row = CONFIG_KEY_PATTERN.test(key) ? await deps.db.selectFrom('system_config').selectAll().where('key', '=', key).executeTakeFirst() : undefined;
  const isPublic = row?.is_public === 1 && row.type !== 'secret';
  if (!isPublic && !canAccess(user, MANAGE)) {
    c.set('audit', { action: 'access.denied', resource: 'config', recordId: key.slice(0, 64), after: { endpoint: 'config.byKey' } });
    throw new ApiError('FORBIDDEN');
  }
  if (!row) throw new ApiError('NOT_FOUND', `配置「${key.slice(0, 64)}」不存在`);
  const { key: k, name, type, value, is_public } = presentConfig(row);
  return c.json(ok({ key: k, name, type, value, is_public }));
};

/** A config value as stored, for server-side use (e.g. SMTP settings); secrets in clear. */
export async function readConfigValue(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom('system_config').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}
