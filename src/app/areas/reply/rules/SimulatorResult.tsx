import { Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { MATCH_RESULTS } from '../../../../../resources/reply/enums.ts';
import { useText } from '../../../locales/useText.ts';
import { AnswerBubble } from './AnswerBubble.tsx';
import { REPLY_PATHS, type SimulateAnswer } from './replyShapes.ts';

const RESULT = new Map(MATCH_RESULTS.map((o) => [o.value, o]));

/** The result's label and colour (全匹配, 半匹配, 默认回复, 关注回复, 未回复). */
export const resultOf = (result: string) => RESULT.get(result) ?? RESULT.get('none');

/**
 * What one simulated message got: 匹配结果, the normalised text, the rule (a link to its edit
 * page) and keyword, the reason, the exchange as a WeChat-like thread, and the history record it
 * left (已记入回复历史（测试消息）, a link to /reply/history/:id).
 */
export function SimulatorResult({ sent, answer }: { sent: string; answer: SimulateAnswer }) {
  const t = useText();
  const result = resultOf(answer.result);
  const replies = Array.isArray(answer.replies) ? answer.replies : [];
  return (
    <div data-testid="reply-sim-result">
      <dl className="reply-sim-facts">
        <dt>{t('reply.rules.sim.result')}</dt>
        <dd><Tag color={result?.color} data-testid="reply-sim-tag">{result?.label}</Tag></dd>
        <dt>{t('reply.rules.sim.normalized')}</dt>
        <dd data-testid="reply-sim-normalized">{answer.normalized || t('reply.rules.sim.none')}</dd>
        <dt>{t('reply.rules.sim.rule')}</dt>
        <dd data-testid="reply-sim-rule">{answer.rule ? <Link to={REPLY_PATHS.ruleEdit(answer.rule.id)}>{answer.rule.name}</Link> : t('reply.rules.sim.none')}</dd>
        <dt>{t('reply.rules.sim.keyword')}</dt>
        <dd data-testid="reply-sim-keyword">{answer.keyword ?? t('reply.rules.sim.none')}</dd>
        <dt>{t('reply.rules.sim.reason')}</dt>
        <dd data-testid="reply-sim-reason">{answer.reason}</dd>
      </dl>
      <ol className="reply-chat" aria-label={t('reply.rules.sim.replies')} data-testid="reply-sim-chat">
        <li className="reply-chat-item reply-chat-item-fan">
          <span className="reply-chat-who">{t('reply.rules.sim.fan')}</span>
          <div className="reply-bubble">{sent}</div>
        </li>
        {replies.map((reply, i) => (
          <li key={i} className="reply-chat-item reply-chat-item-account">
            <span className="reply-chat-who">{t('reply.rules.sim.account')}</span>
            <AnswerBubble answer={reply} />
          </li>
        ))}
        {replies.length === 0 && (
          <li className="reply-chat-item reply-chat-item-account">
            <span className="reply-chat-who">{t('reply.rules.sim.account')}</span>
            <div className="reply-bubble reply-bubble-empty">{t('reply.rules.sim.noReply')}</div>
          </li>
        )}
      </ol>
      <Typography.Paragraph className="reply-sim-record" type="secondary" data-testid="reply-sim-recorded">
        {t('reply.rules.sim.recorded')}{' '}
        <Link to={REPLY_PATHS.history(answer.messageId)}>{t('reply.rules.sim.openRecord', { id: answer.messageId })}</Link>
      </Typography.Paragraph>
    </div>
  );
}
