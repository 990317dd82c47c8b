import { Typography } from 'antd';
import { useText } from '../../../locales/useText.ts';
import type { SentReply } from '../../../../domain/replyRules.ts';
import './rules.css';

/**
 * One reply as the follower sees it in WeChat (a reply as sent: `reply_message.replies`): a text,
 * a picture, a news card (its title a link, the summary and cover) or a corpus answer's text.
 */
export function AnswerBubble({ answer }: { answer: SentReply }) {
  const t = useText();
  if (answer.kind === 'image') {
    return (
      <div className="reply-bubble" data-testid="reply-bubble" data-kind="image">
        {answer.url ? <img className="reply-bubble-image" src={answer.url} alt={t('reply.rules.bubble.image', { name: answer.name })} /> : t('reply.rules.bubble.image', { name: answer.name })}
      </div>
    );
  }
  if (answer.kind === 'news') {
    return (
      <div className="reply-bubble reply-bubble-news" data-testid="reply-bubble" data-kind="news">
        <div className="reply-bubble-news-text">
          <Typography.Link href={answer.url} target="_blank" rel="noreferrer" strong>{answer.title}</Typography.Link>
          {answer.description && <div className="reply-bubble-news-desc">{answer.description}</div>}
        </div>
        {answer.cover && <img src={answer.cover} alt="" />}
      </div>
    );
  }
  if (answer.kind === 'corpus') {
    return (
      <div className="reply-bubble" data-testid="reply-bubble" data-kind="corpus">
        <div className="reply-chat-who">{t('reply.rules.bubble.corpus')}</div>
        {answer.text}
      </div>
    );
  }
  return <div className="reply-bubble" data-testid="reply-bubble" data-kind="text">{answer.kind === 'text' ? answer.text : ''}</div>;
}
