import { useInvalidate } from '@refinedev/core';
import { Badge, Button, Flex, Segmented, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { inbox, outbox } from '../../../../../resources/settings/myMessages.ts';
import { useText } from '../../../locales/useText.ts';
import { ComposeModal } from './ComposeModal.tsx';
import { useMessageCall } from '../../../shared/messages/useMessageCall.ts';
import { useUnreadCount } from '../../../shared/messages/useUnreadCount.ts';

const INBOX = inbox.screens[0];
const OUTBOX = outbox.screens[0];

/**
 * The panel above both lists of 我的站内信 (`ScreenDef.panel`): 收件箱 (with the unread count) and
 * 发件箱 as a switch between the two list routes, 全部标为已读, and 写站内信 — open while the URL
 * has `?compose=1` (the header's 发送站内信 links there). A sent message lands in the outbox.
 */
export function MessageBoxes() {
  const t = useText();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const unread = useUnreadCount() ?? 0;
  const { run, pending } = useMessageCall();
  const invalidate = useInvalidate();
  const onOutbox = window.location.pathname === OUTBOX.list.path;
  const composing = params.get('compose') === '1';
  const closeCompose = () => {
    const next = new URLSearchParams(params);
    next.delete('compose');
    setParams(next, { replace: true });
  };
  const markAll = async () => {
    await run('put', '/admin/message/count', {}, t('settings.msg.allRead'));
    await invalidate({ resource: INBOX.name, invalidates: ['list'] });
  };
  return (
    <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
      <Segmented
        value={onOutbox ? OUTBOX.name : INBOX.name}
        onChange={(v) => navigate(v === OUTBOX.name ? OUTBOX.list.path : INBOX.list.path)}
        options={[
          {
            value: INBOX.name,
            label: (
              <span data-testid="inbox-tab">
                {t('settings.msg.inbox')} <Badge count={unread} size="small" title={t('settings.msg.unreadTotal', { count: unread })} />
              </span>
            ),
          },
          { value: OUTBOX.name, label: t('settings.msg.outbox') },
        ]}
      />
      <Space wrap>
        {onOutbox ? null : <Button onClick={() => void markAll().catch(() => undefined)} loading={pending}>{t('settings.msg.markAllRead')}</Button>}
        <Button type="primary" onClick={() => setParams((p) => { p.set('compose', '1'); return p; }, { replace: true })}>{t('settings.msg.compose')}</Button>
      </Space>
      <ComposeModal
        open={composing}
        onClose={closeCompose}
        onSent={() => {
          void invalidate({ resource: OUTBOX.name, invalidates: ['list'] });
          navigate(OUTBOX.list.path);
        }}
      />
    </Flex>
  );
}
