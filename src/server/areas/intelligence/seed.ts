import { defineSeed } from '../../db/areaSeed.ts';
import type { Db } from '../../db/database.ts';
import { createRandom } from '../../db/random.ts';
import { readAiSettings } from './aiConfig.ts';
import { recountKnowledgeBase, writeChunks } from './documents/indexDocument.ts';
import { SEED_DOCUMENTS } from './fixtures/documents.ts';
import { refreshClashes } from './keywordClashes.ts';
import { answerQuestion, type PipelineAnswer } from './pipeline.ts';
import { recordTurn, type TurnIds } from './conversationLog.ts';
import { SEED_CATEGORIES } from './seedData/categories.ts';
import { SEED_QUESTIONS } from './seedData/conversationQuestions.ts';
import { SEED_CORPUS } from './seedData/corpus.ts';
import { SEED_HOT_WORD_TABLES } from './seedData/hotWords.ts';
import { SEED_KEYWORDS } from './seedData/keywords.ts';
import { SEED_SYNONYMS } from './seedData/synonyms.ts';
import { DEFAULT_CHUNKING } from './text/chunking.ts';
import { segmentedText } from './text/segment.ts';
import { ensureUserDictionary } from './userDictionary.ts';

/**
 * Demo data of 智能助手: the categories, 55+ keywords, 110+ corpus pairs, two hot-word tables, the
 * dictionary (system config `ai_synonyms`), three knowledge bases built from the committed device
 * documents (fixtures/*.md: the manual, the troubleshooting guide, the warranty terms), and 320
 * conversations over the last three months, each turn answered by the real pipeline, so the
 * history and the overview show what the assistant does.
 */

const DAY = 86_400_000;
const CONVERSATIONS = 320;
const CHANNELS = ['wechat', 'wechat', 'wechat', 'miniapp', 'miniapp', 'web', 'api'] as const;
const NAMES = ['王先生', '李女士', '张工', '刘经理', '陈师傅', '杨先生', '赵女士', '黄工', '周老板', '吴先生', null, null];

const iso = (ms: number): string => new Date(ms).toISOString();

export async function seedIntelligence(db: Db, now: number): Promise<void> {
  await seedKnowledge(db, now);
  await seedConversations(db, now, createRandom(20261129));
}

/** Everything but the conversations: categories, hot words, keywords, the dictionary, the corpus and the three knowledge bases. */
export async function seedKnowledge(db: Db, now: number): Promise<void> {
  const at = iso(now - 120 * DAY);
  const categoryIds = new Map<string, number>();
  await db.transaction().execute(async (trx) => {
    for (const [i, c] of SEED_CATEGORIES.entries()) {
      const row = await trx.insertInto('ai_category').values({ name: c.name, remark: c.remark, sort: (i + 1) * 10, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
      categoryIds.set(c.name, Number(row.id));
    }
    await trx.insertInto('system_config').values({ key: 'ai_synonyms', name: '智能助手同义词', type: 'json', value: JSON.stringify(SEED_SYNONYMS), is_public: 0, remark: '提问先按此替换再匹配：[{ "word": "口语说法", "standard": "标准说法" }]', created_at: at, updated_at: at }).execute();
    for (const t of SEED_HOT_WORD_TABLES) {
      const table = await trx.insertInto('ai_vocabulary').values({ name: t.name, remark: t.remark, word_count: t.words.length, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
      for (const w of t.words) await trx.insertInto('ai_hot_word').values({ vocabulary_id: Number(table.id), word: w.word, weight: w.weight, created_at: at, updated_at: at }).execute();
    }
    for (const k of SEED_KEYWORDS) {
      await trx.insertInto('ai_keyword').values({ keyword: k.keyword, match: k.match, answer: k.answer, category_id: categoryIds.get(k.category) ?? null, priority: k.priority, enabled: k.enabled ? 1 : 0, created_at: at, updated_at: at }).execute();
    }
    await refreshClashes(trx);
  });
  // the hot words and keywords join the segmenter before anything is cut
  await ensureUserDictionary(db);
  await db.transaction().execute(async (trx) => {
    for (const c of SEED_CORPUS) {
      await trx
        .insertInto('ai_corpus')
        .values({ question: c.question, similar: JSON.stringify(c.similar), answer: c.answer, category_id: categoryIds.get(c.category) ?? null, enabled: c.enabled ? 1 : 0, tokens: segmentedText([c.question, ...c.similar].join('\n')), created_at: at, updated_at: at })
        .execute();
    }
    const bases = new Map<string, number>();
    for (const d of SEED_DOCUMENTS) {
      let kbId = bases.get(d.knowledgeBase);
      if (kbId === undefined) {
        const category = d.key === 'warranty' ? '保修售后' : d.key === 'troubleshooting' ? '故障排查' : '产品咨询';
        const kb = await trx
          .insertInto('ai_knowledge_base')
          .values({ name: d.knowledgeBase, description: `${d.name}（演示数据）`, category_id: categoryIds.get(category) ?? null, delimiter: '\\n\\n', max_length: DEFAULT_CHUNKING.maxLength, overlap: DEFAULT_CHUNKING.overlap, created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        kbId = Number(kb.id);
        bases.set(d.knowledgeBase, kbId);
      }
      const doc = await trx
        .insertInto('ai_document')
        .values({ kb_id: kbId, name: d.fileName, file: null, kind: 'markdown', size: Buffer.byteLength(d.text), parse_state: 'queued', created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { chunks, chars } = await writeChunks(trx, { id: Number(doc.id), kb_id: kbId }, d.text, true, DEFAULT_CHUNKING, at);
      await trx.updateTable('ai_document').set({ parse_state: 'indexed', chunk_count: chunks, char_count: chars, parse_ms: 0 }).where('id', '=', Number(doc.id)).execute();
      await recountKnowledgeBase(trx, kbId);
    }
  });
}

/**
 * 320 conversations over 90 days, each of 1–4 questions answered by the pipeline. Each distinct
 * question is answered once, before the writing transaction (SQLite's one connection is the
 * transaction's while it is open).
 */
async function seedConversations(db: Db, now: number, r: () => number): Promise<void> {
  const settings = await readAiSettings(db);
  const answers = new Map<string, PipelineAnswer>();
  for (const q of SEED_QUESTIONS) if (!answers.has(q)) answers.set(q, await answerQuestion(db, q, settings));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
  const starts = Array.from({ length: CONVERSATIONS }, () => now - Math.floor(r() * 90 * DAY)).sort((a, b) => a - b);
  await db.transaction().execute(async (trx) => {
    for (const start of starts) {
      const turns = 1 + Math.floor(r() * r() * 4);
      const channel = pick(CHANNELS);
      const customer = pick(NAMES);
      let conversationId: number | null = null;
      let unanswered = 0;
      for (let t = 0; t < turns; t++) {
        const question = pick(SEED_QUESTIONS);
        const answered = answers.get(question);
        if (!answered) continue;
        const answer = { ...answered, elapsedMs: 3 + Math.floor(r() * 40) };
        if (answer.source === 'none') unanswered++;
        const ids: TurnIds = await recordTurn(trx, { question, channel, customer, conversationId, answer, now: start + t * 45_000 });
        conversationId = ids.conversationId;
        const vote = r() < 0.55 ? (answer.source === 'none' ? (r() < 0.8 ? 'down' : 'up') : r() < 0.85 ? 'up' : 'down') : null;
        if (vote) await trx.updateTable('ai_turn').set({ vote }).where('id', '=', ids.turnId).execute();
      }
      if (conversationId === null) continue;
      const vote = r() < 0.5 ? (unanswered > 0 ? 'down' : 'up') : null;
      const outcome = unanswered > 0 ? (r() < 0.7 ? 'handoff' : 'open') : start < now - DAY ? 'resolved' : 'open';
      await trx.updateTable('ai_conversation').set({ vote, outcome }).where('id', '=', conversationId).execute();
    }
  });
}

export const seed = defineSeed({ area: 'intelligence', seeds: ['aiCategories', 'aiKeywords', 'aiCorpus', 'aiKnowledgeBases', 'aiDocuments', 'aiChunks', 'aiConversations', 'aiTurns', 'aiVocabularies', 'aiHotWords'], after: ['settings'], run: (db, now) => seedIntelligence(db, now) });
