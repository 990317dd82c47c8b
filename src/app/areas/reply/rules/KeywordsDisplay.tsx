import { KEYWORD_MATCHES } from '../../../../../resources/reply/enums.ts';
import { useText } from '../../../locales/useText.ts';
import type { FieldViewProps } from '../../../schema/fields/types.ts';
import { LightTag } from '../../../ui/LightTag.tsx';
import { keywordsOf } from './replyShapes.ts';
import './rules.css';

const MATCH = new Map(KEYWORD_MATCHES.map((o) => [o.value, o]));

/** A rule's keywords as tags: each word with 全 or 半 marked (the whole 全匹配/半匹配 read out and on hover); none: -. */
export function KeywordsDisplay({ value }: FieldViewProps) {
  const t = useText();
  const keywords = keywordsOf(value);
  if (keywords.length === 0) return <span>-</span>;
  return (
    <span className="reply-tags" data-testid="reply-keyword-tags">
      {keywords.map((k, i) => {
        const match = MATCH.get(k.match) ?? MATCH.get('contains');
        const full = t('reply.rules.display.matchOf', { word: k.word, match: match?.label ?? '' });
        return (
          <LightTag key={`${k.word}-${i}`} color={match?.color} title={full}>
            {k.word}
            <span className="reply-tag-match" aria-hidden="true">{t(k.match === 'exact' ? 'reply.rules.match.exactShort' : 'reply.rules.match.containsShort')}</span>
            <span className="sr-only">{t('reply.rules.display.matchSr', { match: match?.label ?? '' })}</span>
          </LightTag>
        );
      })}
    </span>
  );
}
