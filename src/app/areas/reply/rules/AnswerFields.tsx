import { Input } from 'antd';
import { REPLY_LIMITS } from '../../../../../resources/reply/limits.ts';
import { charCount } from '../../../../domain/replyRules.ts';
import { useText } from '../../../locales/useText.ts';
import { CORPUS_SOURCE, IMAGE_SOURCE } from './pickSources.ts';
import { RemotePicker } from './RemotePicker.tsx';
import type { DraftReply } from './replyShapes.ts';

/** An optional text: absent when blank. */
const optional = <K extends string>(key: K, text: string): Partial<Record<K, string>> => (text === '' ? {} : ({ [key]: text } as Record<K, string>));

/** The body of the n-th reply, by its kind: a text, a picture, a news item or a corpus answer; each input named for screen readers. */
export function AnswerFields({ n, answer, onChange }: { n: number; answer: DraftReply; onChange: (answer: DraftReply) => void }) {
  const t = useText();
  if (answer.kind === 'text') {
    return (
      <Input.TextArea
        aria-label={t('reply.rules.answers.text', { n })}
        placeholder={t('reply.rules.answers.textPlaceholder')}
        value={answer.text}
        autoSize={{ minRows: 2, maxRows: 8 }}
        count={{ show: true, max: REPLY_LIMITS.textLength, strategy: charCount }}
        onChange={(e) => onChange({ kind: 'text', text: e.target.value })}
      />
    );
  }
  if (answer.kind === 'image') {
    return (
      <RemotePicker
        source={IMAGE_SOURCE}
        value={answer.fileId}
        ariaLabel={t('reply.rules.answers.image', { n })}
        placeholder={t('reply.rules.answers.imagePlaceholder')}
        onChange={(fileId) => onChange(fileId === undefined ? { kind: 'image' } : { kind: 'image', fileId })}
      />
    );
  }
  if (answer.kind === 'corpus') {
    return (
      <RemotePicker
        source={CORPUS_SOURCE}
        value={answer.corpusId}
        ariaLabel={t('reply.rules.answers.corpus', { n })}
        placeholder={t('reply.rules.answers.corpusPlaceholder')}
        onChange={(corpusId) => onChange(corpusId === undefined ? { kind: 'corpus' } : { kind: 'corpus', corpusId })}
      />
    );
  }
  const { title, url, description = '', coverFileId } = answer;
  const news = (patch: { title?: string; url?: string; description?: string; coverFileId?: number | undefined }) => {
    const next = { title, url, description, coverFileId, ...patch };
    onChange({ kind: 'news', title: next.title, url: next.url, ...optional('description', next.description), ...(next.coverFileId === undefined ? {} : { coverFileId: next.coverFileId }) });
  };
  return (
    <div className="reply-news">
      <Input
        aria-label={t('reply.rules.answers.newsTitle', { n })}
        placeholder={t('reply.rules.answers.newsTitlePlaceholder')}
        value={title}
        count={{ show: true, max: REPLY_LIMITS.newsTitleLength, strategy: charCount }}
        onChange={(e) => news({ title: e.target.value })}
      />
      <Input type="url" aria-label={t('reply.rules.answers.newsUrl', { n })} placeholder={t('reply.rules.answers.newsUrlPlaceholder')} value={url} onChange={(e) => news({ url: e.target.value })} />
      <Input.TextArea
        aria-label={t('reply.rules.answers.newsDescription', { n })}
        placeholder={t('reply.rules.answers.newsDescriptionPlaceholder')}
        value={description}
        autoSize={{ minRows: 1, maxRows: 4 }}
        count={{ show: true, max: REPLY_LIMITS.newsDescriptionLength, strategy: charCount }}
        onChange={(e) => news({ description: e.target.value })}
      />
      <RemotePicker
        source={IMAGE_SOURCE}
        value={coverFileId}
        allowClear
        ariaLabel={t('reply.rules.answers.newsCover', { n })}
        placeholder={t('reply.rules.answers.newsCoverPlaceholder')}
        onChange={(id) => news({ coverFileId: id })}
      />
    </div>
  );
}
