import { useDataProvider } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { replyMessages } from '../../../../../resources/reply/messages.ts';
import { MATCH_RESULTS } from '../../../../../resources/reply/enums.ts';
import { useText } from '../../../locales/useText.ts';
import type { ReplyMessage } from '../history/chatTypes.ts';
import { MessageExchange } from '../history/MessageExchange.tsx';
import { REPLY_PATHS, type SimulateAnswer } from './replyShapes.ts';

const RESULT = new Map(MATCH_RESULTS.map((o) => [o.value, o]));

/** The result's label and colour (全匹配, 半匹配, 默认回复, 关注回复, 未回复). */
export const resultOf = (result: string) => RESULT.get(result) ?? RESULT.get('none');

/** The record a simulated message left (GET /reply/history/:id). */
const RECORD_PATH = replyMessages.endpoints.one?.path ?? '';

/**
 * What one simulated message got: 匹配结果, the normalised text, the rule (a link to its edit
 * page) and keyword, and the reason; then the history record it left (已记入回复历史（测试消息）,
 * a link to /reply/history/:id), read back and shown as the history shows an exchange (the
 * follower's message, the replies sent as bubbles: one rendering, the history's).
 */
export function SimulatorResult({ answer }: { answer: SimulateAnswer }) {
  const t = useText();
  const getProvider = useDataProvider();
  const result = resultOf(answer.result);
  const record = useQuery({
    queryKey: ['reply-sim-record', answer.messageId],
    queryFn: async () => (await getProvider().custom!<ReplyMessage>({ url: RECORD_PATH.replace(':id', String(answer.messageId)), method: 'get' })).data,
    retry: false,
  });
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
      <Typography.Paragraph className="reply-sim-record" type="secondary" data-testid="reply-sim-recorded">
        {t('reply.rules.sim.recorded')}{' '}
        <Link to={REPLY_PATHS.history(answer.messageId)}>{t('reply.rules.sim.openRecord', { id: answer.messageId })}</Link>
      </Typography.Paragraph>
      <section className="reply-h-exchange reply-sim-exchange" aria-label={t('reply.rules.sim.replies')} data-testid="reply-sim-chat">
        {record.data ? <MessageExchange message={record.data} /> : record.isError ? null : <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      </section>
    </div>
  );
}
