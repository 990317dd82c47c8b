import { useInfiniteList } from '@refinedev/core';
import { Alert, Button, Empty, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useText } from '../../../locales/useText.ts';
import { ListPanel } from '../../../schema/list/ListPanel.tsx';
import type { ReplyMessage } from './chatTypes.ts';
import { HISTORY_LIST } from './historyPaths.ts';
import { MessageExchange } from './MessageExchange.tsx';
import './chat.css';

/** Messages read at a time (the newest first; 加载更早的消息 reads the page before). */
export const THREAD_PAGE_SIZE = 30;

/**
 * /reply/conversation/:id (id = the follower's openid): their messages as a chat thread, newest
 * at the bottom — each message on the left with its time (未匹配 and 测试消息 marked), the replies
 * sent on the right under the rule that matched; 加载更早的消息 reads the page before. The history
 * list's own screen reads them (GET /reply/history?openid=…, newest first, every field), so the
 * thread is what the list shows. The nickname is in the title.
 */
export function ReplyConversationPage() {
  const t = useText();
  const openid = useParams().id ?? '';
  const { result, query } = useInfiniteList<ReplyMessage>({
    resource: 'replyHistory',
    filters: [{ field: 'openid', operator: 'eq', value: openid }],
    sorters: [{ field: 'created_at', order: 'desc' }],
    pagination: { pageSize: THREAD_PAGE_SIZE },
    meta: { listFields: 'all' },
    queryOptions: { enabled: openid !== '' },
  });
  const pages = result.data?.pages;
  const messages = useMemo(() => (pages ?? []).flatMap((p) => p.data).slice().reverse(), [pages]);
  const total = pages?.[0]?.total ?? 0;
  const nickname = messages.find((m) => m.nickname)?.nickname ?? null;
  const who = nickname ? `${nickname}（${openid}）` : openid;

  return (
    <ListPanel title={<span data-testid="reply-conv-title">{t('reply.conv.titleOf', { who })}</span>}>
      <div className="reply-h-conv-tools">
        <Typography.Text type="secondary" data-testid="reply-conv-count">{t('reply.conv.count', { n: total })}</Typography.Text>
        <Link to={HISTORY_LIST}>{t('reply.conv.back')}</Link>
      </div>
      {query.error && <Alert type="error" showIcon role="alert" message={t('reply.conv.loadFailed', { message: query.error.message })} style={{ marginBottom: 16 }} />}
      {query.hasNextPage ? (
        <div style={{ textAlign: 'center', marginBottom: 16 }}>
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} data-testid="reply-conv-earlier">{t('reply.conv.earlier')}</Button>
        </div>
      ) : messages.length > 0 ? (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>{t('reply.conv.allShown')}</Typography.Paragraph>
      ) : null}
      {query.isLoading ? (
        <div style={{ textAlign: 'center', padding: 24 }}><Spin /></div>
      ) : messages.length === 0 && !query.error ? (
        <Empty description={t('reply.conv.empty')} />
      ) : (
        <ol className="reply-h-thread" aria-label={t('reply.conv.thread')} data-testid="reply-thread">
          {messages.map((m) => (
            <li key={m.id} className="reply-h-exchange">
              <MessageExchange message={m} detailLink />
            </li>
          ))}
        </ol>
      )}
    </ListPanel>
  );
}
