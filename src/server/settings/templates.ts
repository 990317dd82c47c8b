import type { Handler } from 'hono';
import { z } from 'zod';
import { ok } from '../../domain/envelope.ts';
import { isPlainObject, readJsonObject, rejectUnknownKeys } from '../body.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { EmailTemplateTable } from '../db/areas/settingsTables.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { parseId } from '../middleware/access.ts';
import { auditChange } from '../middleware/actionLog.ts';
import { requireVersion } from '../resources/records.ts';
import { readPaging, readPrefix } from './paging.ts';

/** mustache + sanitize-html (and nodemailer) load on the first template request, not at server start. */
type TemplateHtml = typeof import('./templateHtml.ts');
let loaded: TemplateHtml | undefined;
const loadHtml = async (): Promise<TemplateHtml> => (loaded ??= await import('./templateHtml.ts'));
const html = (): TemplateHtml => {
  if (!loaded) throw new Error('templateHtml is loaded by every handler first');
  return loaded;
};

/** Email templates: CRUD (manage_email_template), the body sanitised on every write, and a test send. */

type TemplateRow = Omit<EmailTemplateTable, 'id' | 'version'> & { id: number; version: number };

function present(row: TemplateRow) {
  let sample: unknown = {};
  try {
    sample = row.sample_json ? JSON.parse(row.sample_json) : {};
  } catch {
    sample = {};
  }
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    subject: row.subject,
    body: row.body,
    sample,
    variables: html().templateVariables(row.subject, row.body),
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
  };
}

const Sample = z.record(z.string(), z.unknown(), '「示例变量」必须是 JSON 对象').refine((v) => JSON.stringify(v).length <= 10_000, '「示例变量」过长');
const Fields = {
  code: z.string('「编码」必须是文本').trim().regex(/^[a-z][a-z0-9_]{1,63}$/, '「编码」须以小写字母开头，只含小写字母、数字和下划线，2–64 个字符'),
  name: z.string('「名称」必须是文本').trim().min(1, '「名称」不能为空').max(60, '「名称」不能超过 60 个字'),
  subject: z.string('「邮件主题」必须是文本').trim().min(1, '「邮件主题」不能为空').max(200, '「邮件主题」不能超过 200 个字'),
  body: z.string('「邮件正文」必须是文本').min(1, '「邮件正文」不能为空').max(200_000, '「邮件正文」不能超过 200000 个字'),
  sample: Sample,
};
const CreateBody = z.object({ ...Fields, sample: Sample.optional() });
const UpdateBody = z.object({ name: Fields.name.optional(), subject: Fields.subject.optional(), body: Fields.body.optional(), sample: Sample.optional() });

function checkMustache(subject?: string, body?: string): void {
  for (const [label, text] of [['邮件主题', subject], ['邮件正文', body]] as const) {
    if (text === undefined) continue;
    const problem = html().mustacheProblem(text);
    if (problem) throw new ApiError('VALIDATION_FAILED', `「${label}」的变量写法不正确：${problem}`);
  }
}

async function findTemplate(db: Db, id: number): Promise<TemplateRow> {
  const row = await db.selectFrom('email_template').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

const firstIssue = (e: z.ZodError): string => e.issues[0]?.message ?? '提交的数据不符合要求';
const iso = (deps: Deps): string => new Date(deps.clock.now()).toISOString();

/** GET /system/template?page&pageSize&q=<code or name prefix> */
export const templateListHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  await loadHtml();
  const query = c.req.query();
  const { pageSize, offset } = readPaging(query);
  const q = readPrefix(query.q);
  let base = deps.db.selectFrom('email_template');
  if (q) base = base.where((eb) => eb.or([eb('code', '>=', q).and('code', '<', `${q}\uffff`), eb('name', '>=', q).and('name', '<', `${q}\uffff`)]));
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return c.json(ok({ list: rows.map(present), total: Number(total?.n ?? 0) }));
};

/** GET /system/template/:id */
export const templateOneHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  await loadHtml();
  return c.json(ok(present(await findTemplate(deps.db, parseId(c.req.param('id'))))));
};

/** POST /system/template `{code, name, subject, body, sample?}`; the body is stored sanitised. */
export const templateCreateHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  await loadHtml();
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(['code', 'name', 'subject', 'body', 'sample']));
  const parsed = CreateBody.safeParse(body);
  if (!parsed.success) throw new ApiError('VALIDATION_FAILED', firstIssue(parsed.error));
  checkMustache(parsed.data.subject, parsed.data.body);
  const exists = await deps.db.selectFrom('email_template').select('id').where('code', '=', parsed.data.code).executeTakeFirst();
  if (exists) throw new ApiError('DUPLICATE', `模板编码「${parsed.data.code}」已存在`);
  const now = iso(deps);
  const values = {
    code: parsed.data.code,
    name: parsed.data.name,
    subject: parsed.data.subject,
    body: html().sanitizeTemplateHtml(parsed.data.body),
    sample_json: JSON.stringify(parsed.data.sample ?? {}),
    created_at: now,
    updated_at: now,
  };
  const record = await deps.db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('email_template').values(values).returningAll().executeTakeFirstOrThrow();
    const created = present(row);
    await auditChange(c, trx, deps.clock, { action: 'templates.create', resource: 'templates', recordId: row.id, after: created });
    return created;
  });
  return c.json(ok(record));
};

/** PUT /system/template/:id `{version, name?, subject?, body?, sample?}` */
export const templateUpdateHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  await loadHtml();
  const id = parseId(c.req.param('id'));
  const { version: raw, ...rest } = await readJsonObject(c);
  rejectUnknownKeys(rest, new Set(['name', 'subject', 'body', 'sample']));
  const version = requireVersion(raw);
  const parsed = UpdateBody.safeParse(rest);
  if (!parsed.success) throw new ApiError('VALIDATION_FAILED', firstIssue(parsed.error));
  checkMustache(parsed.data.subject, parsed.data.body);
  const before = await findTemplate(deps.db, id);
  const { sample, body, ...plain } = parsed.data;
  const changes = {
    ...plain,
    ...(body !== undefined ? { body: html().sanitizeTemplateHtml(body) } : {}),
    ...(sample !== undefined ? { sample_json: JSON.stringify(sample) } : {}),
    updated_at: iso(deps),
  };
  const after = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('email_template')
      .set(changes)
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', version)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new ApiError('VERSION_CONFLICT');
    const record = present(updated);
    await auditChange(c, trx, deps.clock, { action: 'templates.update', resource: 'templates', recordId: id, before: present(before), after: record });
    return record;
  });
  return c.json(ok(after));
};

/** DELETE /system/template/:id?version=N */
export const templateDeleteHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  await loadHtml();
  const id = parseId(c.req.param('id'));
  const version = requireVersion(c.req.query('version'));
  const before = await findTemplate(deps.db, id);
  await deps.db.transaction().execute(async (trx) => {
    const r = await trx.deleteFrom('email_template').where('id', '=', id).where('version', '=', version).executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) throw new ApiError('VERSION_CONFLICT');
    await auditChange(c, trx, deps.clock, { action: 'templates.delete', resource: 'templates', recordId: id, before: present(before) });
  });
  return c.json(ok({ id }));
};

const TestBody = z.object({
  to: z.email('「收件邮箱」格式不正确').max(120, '「收件邮箱」格式不正确'),
  variables: Sample.optional(),
});

/** POST /system/template/:id/test `{to, variables?}`: renders the stored template and sends it through SMTP. */
export const templateTestHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  await loadHtml();
  const id = parseId(c.req.param('id'));
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(['to', 'variables']));
  const parsed = TestBody.safeParse(body);
  if (!parsed.success) throw new ApiError('VALIDATION_FAILED', firstIssue(parsed.error));
  const template = present(await findTemplate(deps.db, id));
  const variables = parsed.data.variables ?? (isPlainObject(template.sample) ? template.sample : {});
  const mail = html().renderTemplate(template.subject, template.body, variables);
  const { sendMail, smtpSettings } = await import('./mailer.ts');
  const settings = await smtpSettings(deps.db);
  const sent = await sendMail(settings, { to: parsed.data.to, subject: `[测试] ${mail.subject}`, html: mail.html });
  // Sending a test mail changes no row, so there is no transaction to log it in: the action-log
  // middleware writes this row after the handler (auditChange is for database changes).
  c.set('audit', { action: 'templates.test', resource: 'templates', recordId: id, after: { to: parsed.data.to, subject: mail.subject } });
  return c.json(ok({ to: parsed.data.to, subject: mail.subject, messageId: sent.messageId }));
};
