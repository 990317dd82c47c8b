import type { Handler } from 'hono';
import { aiCorpus } from '../../../../resources/intelligence/corpus.ts';
import { ok } from '../../../domain/envelope.ts';
import { isPlainObject, readJsonObject, rejectUnknownKeys, type JsonObject } from '../../body.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { hooksOf } from '../../engine/hooks.ts';
import { insertRow, validateValues } from '../../engine/records.ts';
import { denierOf, runWrite } from '../../engine/write.ts';
import { ApiError } from '../../errors.ts';
import { me } from '../../shared/caller.ts';

/** At most this many corpus rows an import. */
export const CORPUS_IMPORT_MAX_ROWS = 1000;

/** The keys a row may carry: the corpus's own fields, and its category by name. */
const ROW_KEYS = new Set(['question', 'similar', 'answer', 'category', 'enabled']);

/** The corpus fields a row fills, checked by the declaration's own rules (`validateValues` → `checkField`). */
const FIELDS = ['question', 'similar', 'answer', 'enabled'] as const;

/** One row the import refused: its place in `rows` (from 1) and why, in Chinese. */
export interface ImportFailure {
  row: number;
  reason: string;
}

/** What an import answers. */
export interface ImportReport {
  created: number;
  failed: ImportFailure[];
}

/** A row as it will be written: its column values, and where it came from. */
interface GoodRow {
  row: number;
  values: Record<string, unknown>;
}

/** The row's column values, or the reason it cannot be written (the declaration's message, or the category's). */
function checkRow(raw: unknown, categories: ReadonlyMap<string, number>): { values: Record<string, unknown> } | { reason: string } {
  if (!isPlainObject(raw)) return { reason: '内容必须是对象（question、answer 等）' };
  const unknown = Object.keys(raw).filter((k) => !ROW_KEYS.has(k));
  if (unknown.length > 0) return { reason: `不认识的字段：${unknown.join('、')}` };
  let values: Record<string, unknown>;
  try {
    values = validateValues(aiCorpus, raw, FIELDS, true);
  } catch (e) {
    if (e instanceof ApiError) return { reason: e.message };
    throw e;
  }
  const category = raw.category;
  if (category !== undefined && category !== null && !(typeof category === 'string' && category.trim() === '')) {
    if (typeof category !== 'string') return { reason: '「分类」必须是分类名称' };
    const id = categories.get(category.trim());
    if (id === undefined) return { reason: `分类「${category.trim()}」不存在` };
    values.category_id = id;
  }
  return { values };
}

/**
 * POST /intelligence/corpus/import `{ rows: [{ question, similar?, answer, category?, enabled? }] }`
 * (at most 1,000 rows): each row is checked by the corpus declaration's field rules and its
 * category looked up by name; the good rows are created in ONE write — each with its `tokens` by
 * the corpus's own hooks (the same guard, prepare and after-write as its create), a history
 * entry each and one action-log row — and the answer names every refused row:
 * `{ created, failed: [{ row, reason }] }`, `row` counted from 1 in `rows`.
 * A body that is not an object, or `rows` that is not a list of 1–1,000, is 400 and writes nothing.
 */
export const corpusImportHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const body: JsonObject = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(['rows']));
  const rows = body.rows;
  if (!Array.isArray(rows)) throw new ApiError('VALIDATION_FAILED', '「rows」必须是要导入的语料列表');
  if (rows.length === 0) throw new ApiError('VALIDATION_FAILED', '没有要导入的语料');
  if (rows.length > CORPUS_IMPORT_MAX_ROWS) throw new ApiError('VALIDATION_FAILED', `一次最多导入 ${CORPUS_IMPORT_MAX_ROWS} 条语料（收到 ${rows.length} 条）`);
  const hooks = hooksOf(deps.areas, aiCorpus);
  const now = deps.clock.now();
  const iso = new Date(now).toISOString();
  const report = await runWrite(c, deps, { action: 'ai.corpusImport', resource: aiCorpus.name }, async ({ trx, history }) => {
    const categories = new Map((await trx.selectFrom('ai_category').select(['id', 'name']).execute()).map((r) => [r.name, Number(r.id)]));
    const failed: ImportFailure[] = [];
    const good: GoodRow[] = [];
    rows.forEach((raw, i) => {
      const checked = checkRow(raw, categories);
      if ('reason' in checked) failed.push({ row: i + 1, reason: checked.reason });
      else good.push({ row: i + 1, values: checked.values });
    });
    const ids: number[] = [];
    for (const { values: validated } of good) {
      const ctx = { db: trx, user, now, values: validated, secrets: {}, deny: denierOf(c, aiCorpus, null) };
      await hooks.authorize?.('create', ctx);
      await hooks.guardWrite?.('create', ctx);
      const values = (await hooks.prepareWrite?.('create', { ...ctx, body: validated })) ?? validated;
      const row = await insertRow(trx, aiCorpus, { ...values, version: 1, created_at: iso, updated_at: iso, created_by: user.id });
      await history({ kind: 'create', content: '导入语料' }, { resource: aiCorpus, id: Number(row.id) });
      await hooks.afterWrite?.('create', { ...ctx, values, after: row });
      ids.push(Number(row.id));
    }
    const result: ImportReport = { created: ids.length, failed };
    return { result, log: { after: { rows: rows.length, created: ids.length, ids, failed } } };
  });
  return c.json(ok(report));
};
