import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Typography, type InputRef } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { KEYWORD_MATCHES } from '../../../../../resources/reply/enums.ts';
import { REPLY_LIMITS } from '../../../../../resources/reply/limits.ts';
import { charCount } from '../../../../domain/replyRules.ts';
import { NoFormStyle } from 'antd/es/form/context';
import { useText } from '../../../locales/useText.ts';
import type { FieldInputProps } from '../../../schema/fields/types.ts';
import { keywordsOf, type KeywordMatch, type RuleKeyword } from './replyShapes.ts';
import './rules.css';

const MATCH_OPTIONS = KEYWORD_MATCHES.map((o) => ({ value: o.value as KeywordMatch, label: o.label }));

/** The rule kinds that take no keywords (the one 关注回复, the one default reply). */
const KEYWORDLESS = new Set(['follow', 'default']);

/**
 * 关键词 of a rule: one row per keyword (the word with its count against the limit, 全匹配 or
 * 半匹配, 删除), 添加关键词 up to REPLY_LIMITS.keywords with the count beside it. A new row takes
 * the focus; a removed row hands it to the row above (or 添加关键词). The shared rule (the
 * slot's `check`) names a broken limit; the counters show the same numbers as they are typed.
 * While the form's 类型 is 关注回复 or 默认回复 the rows are closed: those rules take none.
 */
export function KeywordsInput({ field, value, onChange, id }: FieldInputProps) {
  const t = useText();
  const rows = keywordsOf(value);
  const form = Form.useFormInstance();
  // 类型 is asked when creating; an edited rule's kind is among the loaded values (kept without an input)
  const kind = Form.useWatch('kind', { form, preserve: true }) as string | undefined;
  const closed = kind !== undefined && KEYWORDLESS.has(kind);
  const inputs = useRef<(InputRef | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<number | null>(null);
  useEffect(() => {
    if (focus === null) return;
    if (focus < 0) addButton.current?.focus();
    else inputs.current[focus]?.focus();
    setFocus(null);
  }, [focus]);

  const set = (next: RuleKeyword[]) => onChange?.(next);
  const change = (i: number, patch: Partial<RuleKeyword>) => set(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const full = rows.length >= REPLY_LIMITS.keywords;
  const add = () => {
    if (full) return;
    set([...rows, { word: '', match: 'contains' }]);
    setFocus(rows.length);
  };
  const remove = (i: number) => {
    set(rows.filter((_, j) => j !== i));
    setFocus(i > 0 ? i - 1 : rows.length > 1 ? 0 : -1);
  };
  const onEnter = (e: KeyboardEvent<HTMLInputElement>, i: number) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    if (i === rows.length - 1) add();
    else setFocus(i + 1);
  };

  return (
    <div id={id} role="group" aria-label={field.label} className="reply-rows" data-testid="reply-keywords">
      {/* the item's error status is the whole list's: its inputs keep their own borders, the message below names the row */}
      <NoFormStyle status override>
        {closed && <Typography.Paragraph type="secondary" className="reply-rows-note">{t('reply.rules.keywords.notForKind')}</Typography.Paragraph>}
        {rows.length === 0 && !closed && <Typography.Paragraph type="secondary" className="reply-rows-note">{t('reply.rules.keywords.empty')}</Typography.Paragraph>}
        {rows.length > 0 && (
          <ol className="reply-kw-list">
            {rows.map((row, i) => (
              <li key={i} className="reply-kw-row" data-testid="reply-keyword-row">
                <Input
                  ref={(el) => {
                    inputs.current[i] = el;
                  }}
                  className="reply-kw-word"
                  aria-label={t('reply.rules.keywords.word', { n: i + 1 })}
                  placeholder={t('reply.rules.keywords.placeholder')}
                  value={row.word}
                  count={{ show: true, max: REPLY_LIMITS.keywordLength, strategy: charCount }}
                  onChange={(e) => change(i, { word: e.target.value })}
                  onKeyDown={(e) => onEnter(e, i)}
                />
                <Select<KeywordMatch>
                  className="reply-kw-match"
                  aria-label={t('reply.rules.keywords.match', { n: i + 1 })}
                  value={row.match === 'exact' ? 'exact' : 'contains'}
                  options={MATCH_OPTIONS}
                  onChange={(match) => change(i, { match })}
                />
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('reply.rules.keywords.remove', { n: i + 1 })} onClick={() => remove(i)} />
              </li>
            ))}
          </ol>
        )}
        <div className="reply-rows-foot">
          <Button ref={addButton} icon={<PlusOutlined />} onClick={add} disabled={full || closed}>{t('reply.rules.keywords.add')}</Button>
          <Typography.Text type={rows.length > REPLY_LIMITS.keywords ? 'danger' : 'secondary'} data-testid="reply-keywords-count">
            <span aria-hidden="true">{t('reply.rules.keywords.count', { n: rows.length, max: REPLY_LIMITS.keywords })}</span>
            <span className="sr-only">{t('reply.rules.keywords.countLabel', { n: rows.length, max: REPLY_LIMITS.keywords })}</span>
          </Typography.Text>
        </div>
      </NoFormStyle>
    </div>
  );
}
