import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Select, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { ANSWER_KINDS } from '../../../../../resources/reply/enums.ts';
import { REPLY_LIMITS } from '../../../../../resources/reply/limits.ts';
import { NoFormStyle } from 'antd/es/form/context';
import { useText } from '../../../locales/useText.ts';
import type { FieldInputProps } from '../../../schema/fields/types.ts';
import { AnswerFields } from './AnswerFields.tsx';
import { answersOf, type ReplyKind, type DraftReply } from './replyShapes.ts';
import './rules.css';

const KIND_OPTIONS = ANSWER_KINDS.map((o) => ({ value: o.value as ReplyKind, label: o.label }));

/** A new reply of a kind, empty. */
const emptyAnswer = (kind: ReplyKind): DraftReply => {
  if (kind === 'text') return { kind, text: '' };
  if (kind === 'news') return { kind, title: '', url: '' };
  return { kind };
};

/**
 * 回复内容 of a rule: up to REPLY_LIMITS.replies replies, each a group (第 N 条回复) with its kind
 * — 文字 (a text with its count against the limit), 图片 (a picture of the AI file library),
 * 图文 (title, link, optional summary and cover) or 语料答案 (an answer of the assistant's corpus) —
 * and 删除; 添加回复 with the count beside it. A new reply's kind select takes the focus.
 */
export function AnswersInput({ field, value, onChange, id }: FieldInputProps) {
  const t = useText();
  const rows = answersOf<DraftReply>(value);
  const kinds = useRef<({ focus: () => void } | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<number | null>(null);
  const baseId = useId();
  useEffect(() => {
    if (focus === null) return;
    if (focus < 0) addButton.current?.focus();
    else kinds.current[focus]?.focus();
    setFocus(null);
  }, [focus]);

  const set = (next: DraftReply[]) => onChange?.(next);
  const full = rows.length >= REPLY_LIMITS.replies;
  const add = () => {
    if (full) return;
    set([...rows, emptyAnswer('text')]);
    setFocus(rows.length);
  };
  const remove = (i: number) => {
    set(rows.filter((_, j) => j !== i));
    setFocus(i > 0 ? i - 1 : rows.length > 1 ? 0 : -1);
  };
  const replace = (i: number, answer: DraftReply) => set(rows.map((row, j) => (j === i ? answer : row)));

  return (
    <div id={id} role="group" aria-label={field.label} className="reply-rows" data-testid="reply-answers">
      {/* the item's error status is the whole list's: its inputs keep their own borders, the message below names the row */}
      <NoFormStyle status override>
        {rows.length === 0 && <Typography.Paragraph type="secondary" className="reply-rows-note">{t('reply.rules.answers.empty')}</Typography.Paragraph>}
        {rows.map((row, i) => (
          <div key={i} role="group" aria-labelledby={`${baseId}-${i}`} className="reply-answer" data-testid="reply-answer">
            <div className="reply-answer-head">
              <span id={`${baseId}-${i}`} className="reply-answer-title">{t('reply.rules.answers.item', { n: i + 1 })}</span>
              <Select<ReplyKind>
                ref={(el) => {
                  kinds.current[i] = el;
                }}
                className="reply-answer-kind"
                aria-label={t('reply.rules.answers.kind', { n: i + 1 })}
                value={row.kind}
                options={KIND_OPTIONS}
                onChange={(kind) => kind !== row.kind && replace(i, emptyAnswer(kind))}
              />
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('reply.rules.answers.remove', { n: i + 1 })} onClick={() => remove(i)} />
            </div>
            <AnswerFields n={i + 1} answer={row} onChange={(answer) => replace(i, answer)} />
          </div>
        ))}
        <div className="reply-rows-foot">
          <Button ref={addButton} icon={<PlusOutlined />} onClick={add} disabled={full}>{t('reply.rules.answers.add')}</Button>
          <Typography.Text type={rows.length > REPLY_LIMITS.replies ? 'danger' : 'secondary'} data-testid="reply-answers-count">
            <span aria-hidden="true">{t('reply.rules.answers.count', { n: rows.length, max: REPLY_LIMITS.replies })}</span>
            <span className="sr-only">{t('reply.rules.answers.countLabel', { n: rows.length, max: REPLY_LIMITS.replies })}</span>
          </Typography.Text>
        </div>
      </NoFormStyle>
    </div>
  );
}
