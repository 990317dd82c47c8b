import type { Handler } from 'hono';
import { DICT_WORDS_MAX, replyDicts, replyDictWords } from '../../../../resources/reply/dictionaries.ts';
import { ok } from '../../../domain/envelope.ts';
import { normaliseText } from '../../../domain/text/normalise.ts';
import { isPlainObject, readJsonObject, rejectUnknownKeys } from '../../body.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { insertRow, validateValues } from '../../engine/records.ts';
import { runWrite } from '../../engine/write.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { recountDictWords, sameAsStandard } from './dictHooks.ts';

/** At most this many rows an import (a dictionary's whole size). */
export const DICT_IMPORT_MAX_ROWS = DICT_WORDS_MAX;

const ROW_KEYS = new Set(['word', 'standard']);

/** One row the import refused: its place in `rows` (from 1) and why (第 N 行：…). */
export interface DictImportFailure {
  row: number;
  reason: string;
}

/** What an import answers: words added, words whose standard changed, rows refused. */
export interface DictImportReport {
  created: number;
  updated: number;
  failed: DictImportFailure[];
}

/** The row's values (the word declaration's own rules), or why not. */
function checkRow(raw: unknown): { word: string; standard: string } | { reason: string } {
  if (!isPlainObject(raw)) return { reason: '内容必须是对象（word、standard）' };
  const unknown = Object.keys(raw).filter((k) => !ROW_KEYS.has(k));
  if (unknown.length > 0) return { reason: `不认识的字段：${unknown.join('、')}` };
  try {
    const v = validateValues(replyDictWords, raw, ['word', 'standard'], true);
    const word = String(v.word).trim();
    const standard = String(v.standard).trim();
    if (sameAsStandard(word, standard)) return { reason: '「词语」与「标准词」相同' };
    return { word, standard };
  } catch (e) {
    if (e instanceof ApiError) return { reason: e.message };
    throw e;
  }
}

/**
 * POST /reply/dict/:id/import `{ rows: [{ word, standard }] }` (at most DICT_IMPORT_MAX_ROWS): each
 * row is checked by the word declaration's rules; a word the dictionary has (compared normalised)
 * takes the row's standard word (`updated`; an unchanged one is not counted), a new word is added
 * (`created`) while the dictionary holds fewer than DICT_WORDS_MAX; a word twice in the rows is
 * refused at its second row. One write: a history entry per word, the count recomputed.
 * A body that is not `{ rows: [...] }` of 1–DICT_IMPORT_MAX_ROWS is 400 and writes nothing.
 */
export const dictImportHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const dictId = parseId(c.req.param('id'));
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(['rows']));
  const rows = body.rows;
  if (!Array.isArray(rows)) throw new ApiError('VALIDATION_FAILED', '「rows」必须是要导入的词条列表');
  if (rows.length === 0) throw new ApiError('VALIDATION_FAILED', '没有要导入的词条');
  if (rows.length > DICT_IMPORT_MAX_ROWS) throw new ApiError('VALIDATION_FAILED', `一次最多导入 ${DICT_IMPORT_MAX_ROWS} 个词条（收到 ${rows.length} 个）`);
  const spec = { action: 'reply.dictImport', resource: replyDictWords.name, record: { resource: replyDicts, id: dictId, notFound: '词典不存在或已被删除' } };
  const report = await runWrite(c, deps, spec, async ({ trx, now, user, history }) => {
    const iso = new Date(now).toISOString();
    const existing = await trx.selectFrom('reply_dict_word').select(['id', 'word', 'standard']).where('dict_id', '=', dictId).execute();
    const byForm = new Map(existing.map((w) => [normaliseText(w.word), { id: Number(w.id), standard: w.standard }]));
    const seen = new Map<string, number>();
    let size = existing.length;
    const result: DictImportReport = { created: 0, updated: 0, failed: [] };
    const refuse = (row: number, reason: string) => result.failed.push({ row, reason: `第 ${row} 行：${reason}` });
    for (const [i, raw] of rows.entries()) {
      const n = i + 1;
      const checked = checkRow(raw);
      if ('reason' in checked) {
        refuse(n, checked.reason);
        continue;
      }
      const form = normaliseText(checked.word);
      const earlier = seen.get(form);
      if (earlier !== undefined) {
        refuse(n, `词语「${checked.word}」与第 ${earlier} 行重复`);
        continue;
      }
      seen.set(form, n);
      const have = byForm.get(form);
      if (have) {
        if (have.standard === checked.standard) continue;
        await trx.updateTable('reply_dict_word').set((e) => ({ standard: checked.standard, updated_at: iso, version: e('version', '+', 1) })).where('id', '=', have.id).execute();
        await history({ kind: 'update', content: '导入词条', data: { changes: { standard: { from: have.standard, to: checked.standard } } } }, { resource: replyDictWords, id: have.id });
        result.updated += 1;
        continue;
      }
      if (size >= DICT_WORDS_MAX) {
        refuse(n, `每个词典最多 ${DICT_WORDS_MAX} 个词条，词典已满`);
        continue;
      }
      const row = await insertRow(trx, replyDictWords, { dict_id: dictId, word: checked.word, standard: checked.standard, version: 1, created_at: iso, updated_at: iso, created_by: user?.id ?? null });
      await history({ kind: 'create', content: '导入词条' }, { resource: replyDictWords, id: Number(row.id) });
      size += 1;
      result.created += 1;
    }
    await recountDictWords(trx, dictId);
    if (user && (result.created > 0 || result.updated > 0)) await history({ kind: 'update', content: `导入词条：新增 ${result.created} 个，更新 ${result.updated} 个` });
    return { result, log: { after: { rows: rows.length, ...result } } };
  });
  return c.json(ok(report));
};
