import type { Handler } from 'hono';
import { z } from 'zod';
import { replyMessages } from '../../../../resources/reply/messages.ts';
import { ok } from '../../../domain/envelope.ts';
import { isMatched, matchMessage, type MatchResult } from '../../../domain/replyMatcher.ts';
import type { SentReply } from '../../../domain/replyRules.ts';
import { readBodyAs } from '../../body.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { runWrite } from '../../engine/write.ts';
import { ApiError } from '../../errors.ts';
import { enabledSynonyms, matchableRules } from './ruleRows.ts';
import { sentReplies } from './sentReplies.ts';

/** The follower a simulated message comes from when none is named. */
export const TEST_OPENID = 'test-console';

/** The longest message (the history's `content`). */
const CONTENT_MAX = 600;

const SimulateBody = z.object({
  content: z.string('「content」必须是消息文字').max(CONTENT_MAX, `消息最多 ${CONTENT_MAX} 字`).optional(),
  openid: z
    .string('「openid」必须是文字')
    .trim()
    .min(1, '「openid」不能为空')
    .max(64, '「openid」最多 64 个字符')
    .regex(/^[\w-]+$/, '「openid」只能包含字母、数字、下划线和短横线')
    .optional(),
  event: z.literal('subscribe', '「event」只能是 subscribe（关注事件）').optional(),
});

/** What 模拟消息 answers (the app's simulator shows it). */
export interface SimulateAnswer {
  normalized: string;
  result: MatchResult;
  rule: { id: number; name: string } | null;
  keyword: string | null;
  reason: string;
  replies: SentReply[];
  messageId: number;
}

/**
 * POST /reply/simulate `{ content, openid?, event?: 'subscribe' }`: answers the message as a
 * follower would be answered (replyMatcher.ts), records it in the history as a test message
 * (`is_test`, openid TEST_OPENID unless given), and counts the hit on the rule that answered.
 * A text message needs its content; the follow event needs none.
 */
export const simulateHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const body = await readBodyAs(c, SimulateBody);
  const content = body.content ?? '';
  if (body.event !== 'subscribe' && content.trim() === '') throw new ApiError('VALIDATION_FAILED', '请输入要模拟的消息');
  const openid = body.openid ?? TEST_OPENID;
  const answer = await runWrite(c, deps, { action: 'reply.simulate', resource: replyMessages.name }, async ({ trx, now }) => {
    const outcome = matchMessage({ content, event: body.event }, await matchableRules(trx), await enabledSynonyms(trx));
    const replies = await sentReplies(trx, outcome.replies);
    const at = new Date(now).toISOString();
    const row = await trx
      .insertInto('reply_message')
      .values({
        openid,
        nickname: openid === TEST_OPENID ? '模拟消息' : null,
        msg_type: body.event === 'subscribe' ? 'subscribe' : 'text',
        content,
        normalized: outcome.normalized,
        result: outcome.result,
        matched: isMatched(outcome.result) ? 1 : 0,
        rule_id: outcome.rule?.id ?? null,
        keyword: outcome.keyword,
        replies_json: JSON.stringify(replies),
        is_test: 1,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (outcome.rule) await trx.updateTable('reply_rule').set((e) => ({ hit_count: e('hit_count', '+', 1), last_hit_at: at })).where('id', '=', outcome.rule.id).execute();
    const result: SimulateAnswer = {
      normalized: outcome.normalized,
      result: outcome.result,
      rule: outcome.rule ? { id: outcome.rule.id, name: outcome.rule.name } : null,
      keyword: outcome.keyword,
      reason: outcome.reason,
      replies,
      messageId: Number(row.id),
    };
    return { result, log: { recordId: Number(row.id), after: { content, result: outcome.result, rule_id: outcome.rule?.id ?? null } } };
  });
  return c.json(ok(answer));
};
