import type { Handler } from 'hono';
import { z } from 'zod';
import { AI_CHANNELS } from '../../../../resources/intelligence/enums.ts';
import { ok } from '../../../domain/envelope.ts';
import { readBodyAs } from '../../body.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { runWrite } from '../../engine/write.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { readAiSettings } from './aiConfig.ts';
import { recordTurn } from './conversationLog.ts';
import { answerQuestion } from './pipeline.ts';
import { retrieveChunks } from './search/retrieval.ts';
import { normaliseQuestion } from '../../../domain/text/normalise.ts';
import { queryTerms } from './text/segment.ts';
import { ensureUserDictionary } from './userDictionary.ts';

/** The longest question taken (characters). */
export const QUESTION_MAX = 500;

const question = z.string('「question」必须是文本').trim().min(1, '请输入问题').max(QUESTION_MAX, `问题不能超过 ${QUESTION_MAX} 个字`);

const RetrieveBody = z.object({
  question,
  topK: z.number('「topK」必须是 1–20 的整数').int('「topK」必须是 1–20 的整数').min(1, '「topK」必须是 1–20 的整数').max(20, '「topK」必须是 1–20 的整数').optional(),
});

/**
 * POST /intelligence/rag/:id/retrieve { question, topK } → the 命中测试: the knowledge base's best
 * chunks for the question, best first: `[{ chunkId, documentId, documentName, heading, text, score }]`.
 */
export const retrieveHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const body = await readBodyAs(c, RetrieveBody);
  const kb = await deps.db.selectFrom('ai_knowledge_base').select('id').where('id', '=', id).executeTakeFirst();
  if (!kb) throw new ApiError('NOT_FOUND', '知识库不存在');
  const settings = await readAiSettings(deps.db);
  await ensureUserDictionary(deps.db);
  const terms = queryTerms(normaliseQuestion(body.question, settings.synonyms));
  const hits = await retrieveChunks(deps.db, terms, { kbIds: [id], topK: body.topK ?? settings.topK });
  // a search changes no row: the action-log middleware writes its row after the handler
  c.set('audit', { action: 'ai.retrieve', resource: 'aiKnowledgeBases', recordId: id, after: { question: body.question, hits: hits.length } });
  return c.json(ok(hits.map((h) => ({ chunkId: h.chunkId, documentId: h.documentId, documentName: h.documentName, heading: h.heading, text: h.text, score: h.score }))));
};

const CHANNELS = AI_CHANNELS.map((o) => String(o.value));

const AskBody = z.object({
  question,
  channel: z.string('「channel」必须是文本').refine((v) => CHANNELS.includes(v), `「channel」必须是 ${CHANNELS.join('、')} 之一`),
  /** Continues a conversation (its id), else a new one starts. */
  conversationId: z.number('「conversationId」必须是对话编号').int().positive().optional(),
  /** Who asks (the conversation's customer), e.g. a WeChat nickname. */
  customer: z.string('「customer」必须是文本').trim().max(40, '「customer」不能超过 40 个字').optional(),
  /** Only these knowledge bases (the hit test's answer). */
  kbIds: z.array(z.number().int().positive(), '「kbIds」必须是知识库编号列表').max(50).optional(),
  /** Answer without recording the turn or counting hits (the hit test's answer preview). */
  dryRun: z.boolean('「dryRun」必须是 true 或 false').optional(),
});

/**
 * POST /intelligence/ask { question, channel } → `{ answer, source, citations, elapsedMs }` (and
 * the recorded `conversationId`, `turnId`). The turn is kept in 对话历史 (channel 调试 for 试一试)
 * with its path; the keyword, corpus pair or chunks that answered count a hit.
 */
export const askHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const body = await readBodyAs(c, AskBody);
  const settings = await readAiSettings(deps.db);
  const answer = await answerQuestion(deps.db, body.question, settings, { kbIds: body.kbIds });
  const shown = {
    answer: answer.answer,
    source: answer.source,
    normalized: answer.normalized,
    citations: answer.citations.map((x) => ({ documentId: x.documentId, documentName: x.documentName, chunkId: x.chunkId, text: x.text, score: x.score })),
    elapsedMs: answer.elapsedMs,
    ...(answer.llmError ? { llmError: answer.llmError } : {}),
  };
  if (body.dryRun) {
    // the hit test's preview records nothing: the action-log middleware writes its row after the handler
    c.set('audit', { action: 'ai.ask', resource: 'aiConversations', after: { question: body.question, source: answer.source, dryRun: true } });
    return c.json(ok(shown));
  }
  const recorded = await runWrite(c, deps, { action: 'ai.ask', resource: 'aiConversations' }, async ({ trx, now }) => {
    const ids = await recordTurn(trx, { question: body.question, channel: body.channel, customer: body.customer ?? null, conversationId: body.conversationId ?? null, answer, now });
    return { result: ids, log: { recordId: ids.conversationId, after: { turn: ids.turnId, source: answer.source } } };
  });
  return c.json(ok({ ...shown, ...recorded }));
};

/** GET /intelligence/mode → which answering mode is on: `llm` (a provider is set: its model) or `retrieval` (the best chunk). */
export const modeHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const settings = await readAiSettings(deps.db);
  return c.json(ok(settings.llm ? { mode: 'llm', model: settings.llm.model } : { mode: 'retrieval', model: null }));
};
