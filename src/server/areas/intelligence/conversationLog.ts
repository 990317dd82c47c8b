import { ApiError } from '../../errors.ts';
import type { Db } from '../../db/database.ts';
import type { PipelineAnswer } from './pipeline.ts';

/** What a recorded turn names. */
export interface TurnIds {
  conversationId: number;
  turnId: number;
}

/**
 * Records one question and its answer: a new conversation, or the next turn of `conversationId`
 * (404 when there is none); counts the hit on the keyword, the corpus pair or the chunks used.
 * Inside the caller's transaction.
 */
export async function recordTurn(
  trx: Db,
  turn: { question: string; channel: string; customer: string | null; conversationId: number | null; answer: PipelineAnswer; now: number },
): Promise<TurnIds> {
  const at = new Date(turn.now).toISOString();
  const { answer } = turn;
  const unanswered = answer.source === 'none' ? 1 : 0;
  let conversationId = turn.conversationId;
  if (conversationId === null) {
    const row = await trx
      .insertInto('ai_conversation')
      .values({ channel: turn.channel, customer_name: turn.customer, first_question: turn.question.slice(0, 255), started_at: at, last_at: at, message_count: 1, unanswered, no_answer: unanswered, outcome: 'open' })
      .returning('id')
      .executeTakeFirstOrThrow();
    conversationId = Number(row.id);
  } else {
    const updated = await trx
      .updateTable('ai_conversation')
      .set((e) => ({ last_at: at, message_count: e('message_count', '+', 1), unanswered: e('unanswered', '+', unanswered), ...(unanswered ? { no_answer: 1 } : {}) }))
      .where('id', '=', conversationId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new ApiError('NOT_FOUND', '对话不存在');
  }
  const row = await trx
    .insertInto('ai_turn')
    .values({
      conversation_id: conversationId,
      question: turn.question.slice(0, 500),
      normalized: answer.normalized.slice(0, 500),
      answer: answer.answer,
      source: answer.source,
      source_id: answer.sourceId,
      citations_json: JSON.stringify(answer.citations.map((x) => ({ documentId: x.documentId, documentName: x.documentName, chunkId: x.chunkId, score: x.score, text: x.text.slice(0, 300) }))),
      elapsed_ms: answer.elapsedMs,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (answer.source === 'keyword' && answer.sourceId !== null) await trx.updateTable('ai_keyword').set((e) => ({ hit_count: e('hit_count', '+', 1) })).where('id', '=', answer.sourceId).execute();
  if (answer.source === 'corpus' && answer.sourceId !== null) await trx.updateTable('ai_corpus').set((e) => ({ hit_count: e('hit_count', '+', 1) })).where('id', '=', answer.sourceId).execute();
  const chunkIds = answer.citations.map((x) => x.chunkId);
  if (chunkIds.length > 0) await trx.updateTable('ai_chunk').set((e) => ({ hit_count: e('hit_count', '+', 1) })).where('id', 'in', chunkIds).execute();
  return { conversationId, turnId: Number(row.id) };
}
