import { useText } from '../../../locales/useText.ts';
import type { FieldViewProps } from '../../../schema/fields/types.ts';
import { answerText, kindLabel } from './answerLine.ts';
import { answersOf } from './replyShapes.ts';
import './rules.css';

/**
 * Replies in short (a rule's, and the history's as sent): one line per reply, its kind then its
 * text, title or name, cut with an ellipsis (the whole on hover); none: -.
 */
export function AnswersDisplay({ value }: FieldViewProps) {
  const t = useText();
  const answers = answersOf<{ kind: string }>(value);
  if (answers.length === 0) return <span>-</span>;
  return (
    <ul className="reply-lines" data-testid="reply-answer-lines">
      {answers.map((a, i) => {
        const text = answerText(a, t);
        return (
          <li key={i} className="reply-line" title={t('reply.rules.display.line', { kind: kindLabel(a.kind), text })}>
            <span className="reply-line-kind">{kindLabel(a.kind)}</span>
            {text}
          </li>
        );
      })}
    </ul>
  );
}
