import type { Kysely } from 'kysely';
import { DICT_WORDS_MAX } from '../../../../resources/reply/dictionaries.ts';
import { normaliseText } from '../../../domain/text/normalise.ts';
import type { Database } from '../../db/tables.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { ApiError } from '../../errors.ts';

/**
 * The dictionaries' server hooks: a word once per dictionary (compared normalised, 409 in
 * Chinese), a word is not its own standard word, at most DICT_WORDS_MAX words a dictionary,
 * `reply_dict.word_count` kept; deleting a dictionary deletes its words (as the assistant's
 * hot-word tables do: a word means nothing outside its dictionary, and the page says so).
 */

type Db = Kysely<Database>;
type Row = Record<string, unknown>;

/** Recounts a dictionary's words. */
export async function recountDictWords(db: Db, dictId: number): Promise<void> {
  const n = Number((await db.selectFrom('reply_dict_word').select((e) => e.fn.countAll().as('n')).where('dict_id', '=', dictId).executeTakeFirst())?.n ?? 0);
  await db.updateTable('reply_dict').set({ word_count: n }).where('id', '=', dictId).execute();
}

/** The refusal of a word another entry of the dictionary already has (normalised), else null. */
export function dictWordClash(word: string, others: readonly { id: number; word: string }[], selfId: number | null): string | null {
  const form = normaliseText(word);
  const twin = others.find((o) => o.id !== selfId && normaliseText(o.word) === form);
  return twin ? `词典中已有词语「${twin.word}」` : null;
}

/** A word and its standard must differ (as compared). */
export const sameAsStandard = (word: string, standard: string): boolean => normaliseText(word) === normaliseText(standard);

const wordHooks: ResourceHooks = {
  guardWrite: async (kind, { db, before, values }) => {
    if (kind !== 'create' && kind !== 'update') return;
    const merged: Row = { ...before, ...values };
    const dictId = Number(merged.dict_id);
    const dict = await db.selectFrom('reply_dict').select(['id', 'word_count']).where('id', '=', dictId).executeTakeFirst();
    if (!dict) throw new ApiError('VALIDATION_FAILED', '所选的词典不存在');
    const word = String(merged.word ?? '');
    if (sameAsStandard(word, String(merged.standard ?? ''))) throw new ApiError('VALIDATION_FAILED', '「词语」与「标准词」相同，无需添加');
    const others = await db.selectFrom('reply_dict_word').select(['id', 'word']).where('dict_id', '=', dictId).execute();
    const clash = dictWordClash(word, others.map((o) => ({ id: Number(o.id), word: o.word })), before ? Number(before.id) : null);
    if (clash) throw new ApiError('DUPLICATE', clash);
    if (kind === 'create' && others.length >= DICT_WORDS_MAX) throw new ApiError('ILLEGAL_TRANSITION', `每个词典最多 ${DICT_WORDS_MAX} 个词条，现有 ${others.length} 个`);
  },
  afterWrite: async (_kind, { db, before, after }) => {
    const row = after ?? before;
    if (row) await recountDictWords(db, Number(row.dict_id));
  },
};

/** Deleting a dictionary deletes its words (their history first). */
const dictHooks: ResourceHooks = {
  afterWrite: async (kind, { db, before }) => {
    if (kind !== 'delete' || !before) return;
    const words = db.selectFrom('reply_dict_word').select('id').where('dict_id', '=', Number(before.id));
    await db.deleteFrom('reply_dict_word_event').where('reply_dict_word_id', 'in', words).execute();
    await db.deleteFrom('reply_dict_word').where('dict_id', '=', Number(before.id)).execute();
  },
};

export { dictHooks, wordHooks };
