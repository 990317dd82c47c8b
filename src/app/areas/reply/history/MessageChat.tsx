import { Card } from 'antd';
import { Link } from 'react-router';
import { useText } from '../../../locales/useText.ts';
import type { ShowPanelProps } from '../../../schema/show/showPanelProps.ts';
import type { ReplyMessage } from './chatTypes.ts';
import { conversationPath } from './historyPaths.ts';
import { MessageExchange } from './MessageExchange.tsx';

/** 回复详情's panel: the record as a chat exchange (the message, the rule as a link to its form, the replies as bubbles) and a link to the follower's whole conversation. */
export function MessageChat({ record }: ShowPanelProps) {
  const t = useText();
  if (!record || record.id === undefined) return null;
  const message = record as unknown as ReplyMessage;
  return (
    <Card
      size="small"
      title={t('reply.msg.title')}
      data-testid="reply-message-chat"
      extra={message.openid ? <Link to={conversationPath(message.openid)}>{t('reply.msg.conversation')}</Link> : null}
      style={{ marginTop: 16 }}
    >
      <div className="reply-h-exchange">
        <MessageExchange message={message} />
      </div>
    </Card>
  );
}
