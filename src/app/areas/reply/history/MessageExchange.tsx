import { Link } from 'react-router';
import { formatDate } from '../../../../domain/dates.ts';
import { useText } from '../../../locales/useText.ts';
import { LightTag } from '../../../ui/LightTag.tsx';
import { safeHref, sentRepliesOf, type ReplyMessage, type SentReply } from './chatTypes.ts';
import { messagePath, rulePath } from './historyPaths.ts';
import './chat.css';

/** One reply as sent, in its bubble on the right. */
function ReplyBubble({ reply }: { reply: SentReply }) {
  const t = useText();
  const who = <span className="reply-h-bubble-who">{t('reply.chat.account')}</span>;
  switch (reply.kind) {
    case 'image': {
      const href = safeHref(reply.url);
      return (
        <div className="reply-h-bubble reply-h-bubble-out">
          {who}
          <span>{t('reply.chat.image', { name: reply.name })}</span>
          {href && <img className="reply-h-image" src={href} alt={reply.name} loading="lazy" />}
        </div>
      );
    }
    case 'news': {
      const href = safeHref(reply.url);
      const cover = safeHref(reply.cover);
      return (
        <div className="reply-h-bubble reply-h-bubble-out">
          {who}
          <LightTag>{t('reply.chat.news')}</LightTag>{' '}
          {href ? <a className="reply-h-news-title" href={href} target="_blank" rel="noopener noreferrer">{reply.title}</a> : <span className="reply-h-news-title">{reply.title}</span>}
          {reply.description && <div>{reply.description}</div>}
          {cover && <img className="reply-h-image" src={cover} alt={reply.title} loading="lazy" />}
        </div>
      );
    }
    case 'corpus':
      return (
        <div className="reply-h-bubble reply-h-bubble-out">
          {who}
          <LightTag>{t('reply.chat.corpus', { id: reply.corpusId })}</LightTag>
          <div>{reply.text}</div>
        </div>
      );
    default:
      return <div className="reply-h-bubble reply-h-bubble-out">{who}{reply.text}</div>;
  }
}

/**
 * One received message as a chat exchange: the follower's message on the left with its time
 * (未匹配 and 测试消息 marked), then each reply sent on the right, under the rule that matched (a
 * link to its form) and the keyword. `detailLink` adds a link to the record's detail page.
 */
export function MessageExchange({ message, detailLink = false }: { message: ReplyMessage; detailLink?: boolean }) {
  const t = useText();
  const replies = sentRepliesOf(message.replies);
  const subscribe = message.msg_type === 'subscribe';
  return (
    <>
      <div className="reply-h-meta">
        <time dateTime={message.created_at}>{formatDate(message.created_at, 'datetime')}</time>
        {!message.matched && <LightTag color="orange">{t('reply.chat.unmatched')}</LightTag>}
        {message.is_test && <LightTag color="purple">{t('reply.chat.test')}</LightTag>}
        {detailLink && <Link to={messagePath(message.id)} aria-label={t('reply.chat.detailOf', { id: message.id })}>{t('reply.chat.detail')}</Link>}
      </div>
      <div className="reply-h-bubble reply-h-bubble-in">
        <span className="reply-h-bubble-who">{message.nickname || t('reply.chat.follower')}</span>
        {subscribe ? <em>{t('reply.chat.subscribe')}</em> : message.content}
      </div>
      {message.rule_id ? (
        <div className="reply-h-meta reply-h-meta-out">
          <span>
            {t('reply.chat.rule')}
            <Link to={rulePath(message.rule_id)}>{message.rule_id_label || `#${message.rule_id}`}</Link>
          </span>
          {message.keyword && <span>{t('reply.chat.keyword', { keyword: message.keyword })}</span>}
        </div>
      ) : null}
      {replies.length > 0 ? replies.map((r, i) => <ReplyBubble key={i} reply={r} />) : <div className="reply-h-meta reply-h-meta-out">{t('reply.chat.noReply')}</div>}
    </>
  );
}
