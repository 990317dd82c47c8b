import { HOT_WORDS_PER_TABLE } from '../../../../resources/intelligence/vocabulary.ts';
import type { HooksByResource, ResourceHooks } from '../../engine/hooks.ts';
import { ApiError } from '../../errors.ts';
import { chunkTokens, deleteChunks, deleteDocumentsOf, recountKnowledgeBase } from './documents/indexDocument.ts';
import { refreshClashes } from './keywordClashes.ts';
import { parseList } from './search/retrieval.ts';
import { chunkingRulesValid } from './text/chunking.ts';
import { segmentedText } from './text/segment.ts';
import { ensureUserDictionary, learnWords } from './userDictionary.ts';

/** Server hooks of 智能助手: search text kept with each write, counts, clashes, and what may not be deleted. */

type Row = Record<string, unknown>;

const count = async (q: { executeTakeFirst: () => Promise<{ n: unknown } | undefined> }): Promise<number> => Number((await q.executeTakeFirst())?.n ?? 0);

/** A category in use is not deleted: 409 saying where. */
const categoryHooks: ResourceHooks = {
  guardWrite: async (kind, { db, before }) => {
    if (kind !== 'delete' || !before) return;
    const id = Number(before.id);
    const uses = [
      ['关键词', '条', await count(db.selectFrom('ai_keyword').select((e) => e.fn.countAll().as('n')).where('category_id', '=', id))],
      ['语料', '条', await count(db.selectFrom('ai_corpus').select((e) => e.fn.countAll().as('n')).where('category_id', '=', id))],
      ['知识库', '个', await count(db.selectFrom('ai_knowledge_base').select((e) => e.fn.countAll().as('n')).where('category_id', '=', id))],
    ] as const;
    const used = uses.filter(([, , n]) => n > 0).map(([what, unit, n]) => `${what} ${n} ${unit}`);
    if (used.length > 0) throw new ApiError('ILLEGAL_TRANSITION', `分类「${String(before.name)}」正在使用（${used.join('、')}），不能删除`);
  },
};

/** Every keyword write refreshes the clash flags, and a new word joins the segmenter. */
const keywordHooks: ResourceHooks = {
  afterWrite: async (kind, { db, after }) => {
    await refreshClashes(db);
    if (kind !== 'delete' && typeof after?.keyword === 'string') learnWords([{ word: after.keyword }]);
  },
};

/** A corpus pair's search text: its question and similar questions, segmented. */
const corpusHooks: ResourceHooks = {
  guardWrite: async (kind, { db, secrets }) => {
    const turn = secrets?.from_turn;
    if (kind !== 'create' || turn === undefined || turn === null) return;
    const row = await db.selectFrom('ai_turn').select(['id', 'saved_corpus_id']).where('id', '=', Number(turn)).executeTakeFirst();
    if (!row) throw new ApiError('NOT_FOUND', '要存为语料的对话消息不存在');
  },
  prepareWrite: async (_kind, { db, before, values }) => {
    await ensureUserDictionary(db);
    const merged: Row = { ...before, ...values };
    const similar = parseList(merged.similar);
    return { ...values, tokens: segmentedText([String(merged.question ?? ''), ...similar].join('\n')) };
  },
  afterWrite: async (kind, { db, secrets, after }) => {
    const turn = secrets?.from_turn;
    if (kind === 'create' && turn !== undefined && turn !== null && after) await db.updateTable('ai_turn').set({ saved_corpus_id: Number(after.id) }).where('id', '=', Number(turn)).execute();
  },
};

/** A knowledge base's chunking rules must hold together; deleting it takes its documents and chunks. */
const knowledgeBaseHooks: ResourceHooks = {
  prepareWrite: async (_kind, { before, values }) => {
    if ('delimiter' in values && (values.delimiter === null || values.delimiter === '')) throw new ApiError('VALIDATION_FAILED', '「分段标识符」不能为空');
    const merged: Row = { ...before, ...values };
    const rules = { delimiter: String(merged.delimiter ?? '\\n\\n'), maxLength: Number(merged.max_length ?? 500), overlap: Number(merged.overlap ?? 50) };
    if (rules.delimiter === '') throw new ApiError('VALIDATION_FAILED', '「分段标识符」不能为空');
    if (!chunkingRulesValid(rules)) throw new ApiError('VALIDATION_FAILED', '「分段重叠长度」必须小于「分段最大长度」的一半');
    return values;
  },
  afterWrite: async (kind, { db, before }) => {
    if (kind !== 'delete' || !before) return;
    await deleteDocumentsOf(db, Number(before.id));
  },
};

/** Deleting a document takes its chunks; the knowledge base's counts follow. */
const documentHooks: ResourceHooks = {
  afterWrite: async (kind, { db, before }) => {
    if (kind !== 'delete' || !before) return;
    await deleteChunks(db, 'document_id', Number(before.id));
    await recountKnowledgeBase(db, Number(before.kb_id));
  },
};

/** An edited chunk is re-indexed in the same write. */
const chunkHooks: ResourceHooks = {
  prepareWrite: async (_kind, { db, before, values }) => {
    if (typeof values.text !== 'string') return values;
    await ensureUserDictionary(db);
    return { ...values, tokens: chunkTokens(String(before?.heading ?? ''), values.text), char_count: [...values.text].length };
  },
};

/** Deleting a hot-word table takes its words. */
const vocabularyHooks: ResourceHooks = {
  afterWrite: async (kind, { db, before }) => {
    if (kind !== 'delete' || !before) return;
    const words = db.selectFrom('ai_hot_word').select('id').where('vocabulary_id', '=', Number(before.id));
    await db.deleteFrom('ai_hot_word_event').where('ai_hot_word_id', 'in', words).execute();
    await db.deleteFrom('ai_hot_word').where('vocabulary_id', '=', Number(before.id)).execute();
  },
};

/** Recounts a table's words. */
async function recountWords(db: Parameters<NonNullable<ResourceHooks['afterWrite']>>[1]['db'], vocabularyId: number): Promise<void> {
  const n = await count(db.selectFrom('ai_hot_word').select((e) => e.fn.countAll().as('n')).where('vocabulary_id', '=', vocabularyId));
  await db.updateTable('ai_vocabulary').set({ word_count: n }).where('id', '=', vocabularyId).execute();
}

/** At most HOT_WORDS_PER_TABLE words a table; the table's count follows; a word joins the segmenter. */
const hotWordHooks: ResourceHooks = {
  guardWrite: async (kind, { db, values }) => {
    if (kind !== 'create') return;
    const vocabularyId = Number(values.vocabulary_id);
    const table = await db.selectFrom('ai_vocabulary').select('id').where('id', '=', vocabularyId).executeTakeFirst();
    if (!table) throw new ApiError('VALIDATION_FAILED', '热词表不存在');
    const n = await count(db.selectFrom('ai_hot_word').select((e) => e.fn.countAll().as('n')).where('vocabulary_id', '=', vocabularyId));
    if (n >= HOT_WORDS_PER_TABLE) throw new ApiError('ILLEGAL_TRANSITION', `每个热词表最多 ${HOT_WORDS_PER_TABLE} 个热词`);
  },
  afterWrite: async (kind, { db, before, after }) => {
    const row = after ?? before;
    if (!row) return;
    await recountWords(db, Number(row.vocabulary_id));
    if (kind !== 'delete' && typeof row.word === 'string') learnWords([{ word: row.word, weight: Number(row.weight) }]);
  },
};

/** Hooks by resource name (the area's entry, area.ts, hands them to the engine). */
export const INTELLIGENCE_HOOKS: HooksByResource = {
  aiCategories: categoryHooks,
  aiKeywords: keywordHooks,
  aiCorpus: corpusHooks,
  aiKnowledgeBases: knowledgeBaseHooks,
  aiDocuments: documentHooks,
  aiChunks: chunkHooks,
  aiVocabularies: vocabularyHooks,
  aiHotWords: hotWordHooks,
};
