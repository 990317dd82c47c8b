import { Badge, Button, Card, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useText } from '../../locales/useText.ts';
import { ComposeModal } from './ComposeModal.tsx';
import { InboxTable } from './InboxTable.tsx';
import { OutboxTable } from './OutboxTable.tsx';
import { useUnreadCount } from './useUnreadCount.ts';

/**
 * 我的站内信 (/account/message): the caller's inbox (private messages and notices), outbox
 * (private messages) and 写站内信. `?compose=1` (the
 * header's 发送站内信) opens the compose form; `?box=outbox` opens the outbox.
 */
export function MessagePage() {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const unread = useUnreadCount();
  const [sentCount, setSentCount] = useState(0);
  const composing = params.get('compose') === '1';
  const box = params.get('box') === 'outbox' ? 'outbox' : 'inbox';
  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) if (v === null) next.delete(k); else next.set(k, v);
    setParams(next, { replace: true });
  };
  return (
    <Card
      title={<Typography.Title level={4} style={{ margin: 0 }}>{t('settings.msg.pageTitle')}</Typography.Title>}
      extra={<Button type="primary" onClick={() => update({ compose: '1' })}>{t('settings.msg.compose')}</Button>}
    >
      <Tabs
        activeKey={box}
        onChange={(key) => update({ box: key === 'outbox' ? 'outbox' : null })}
        items={[
          {
            key: 'inbox',
            label: (
              <span data-testid="inbox-tab">
                {t('settings.msg.inbox')} <Badge count={unread ?? 0} size="small" title={t('settings.msg.unreadTotal', { count: unread ?? 0 })} />
              </span>
            ),
            children: <InboxTable />,
          },
          { key: 'outbox', label: t('settings.msg.outbox'), children: <OutboxTable key={sentCount} /> },
        ]}
      />
      <ComposeModal
        open={composing}
        onClose={() => update({ compose: null })}
        onSent={() => { setSentCount((n) => n + 1); update({ compose: null, box: 'outbox' }); }}
      />
    </Card>
  );
}
