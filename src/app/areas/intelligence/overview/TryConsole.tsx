import { useDataProvider } from '@refinedev/core';
import { Alert, Button, Card, Form, Input, Tag, theme, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import { conversationPath, SOURCE_TAG_COLORS, SOURCE_TEXT, sourceOf } from './overviewCharts.ts';
import { OVERVIEW_PATHS, useAnswerMode, type AnswerSource } from './useAiOverview.ts';

/** The longest question the server takes. */
const QUESTION_MAX = 500;

/** A chunk an answer used. */
interface Citation {
  documentId: number;
  documentName: string;
  chunkId: number;
  text: string;
  score: number;
}

/** POST /intelligence/ask's answer. */
interface AskReply {
  answer: string;
  source: AnswerSource;
  normalized?: string;
  citations?: Citation[];
  elapsedMs: number;
  conversationId?: number;
  turnId?: number;
  llmError?: string;
}

/** One question asked here and its answer. */
interface AskedTurn extends AskReply {
  key: number;
  question: string;
}

/** The answering mode line: 大模型（model）or 检索模式. */
function ModeLine() {
  const t = useText();
  const mode = useAnswerMode();
  if (!mode) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }} data-testid="ai-try-mode">
      {mode.mode === 'llm' ? t('ai.overview.try.mode.llm', { model: mode.model ?? '' }) : t('ai.overview.try.mode.retrieval')}
    </Typography.Paragraph>
  );
}

/** One turn: the question, the answer, its source, the time taken and the chunks used. */
function TurnItem({ turn }: { turn: AskedTurn }) {
  const t = useText();
  const { token } = theme.useToken();
  const source = sourceOf(turn.source);
  const citations = Array.isArray(turn.citations) ? turn.citations : [];
  return (
    <li className="ai-ov-turn" data-testid="ai-try-turn">
      <div className="ai-ov-bubble ai-ov-bubble-me" style={{ background: token.colorPrimaryBg }}>
        <span className="ai-ov-who" style={{ color: token.colorTextSecondary }}>{t('ai.overview.try.you')}</span>
        {turn.question}
      </div>
      <div className="ai-ov-bubble ai-ov-bubble-assistant" style={{ background: token.colorFillQuaternary }} data-testid="ai-try-answer">
        <span className="ai-ov-who" style={{ color: token.colorTextSecondary }}>{t('ai.overview.try.assistant')}</span>
        {turn.answer || t('ai.overview.source.none')}
      </div>
      <div className="ai-ov-turn-meta">
        <span className="ai-ov-hidden">{t('ai.overview.try.sourceLabel')}</span>
        <Tag color={SOURCE_TAG_COLORS[source]} title={t('ai.overview.try.sourceLabel')} data-testid="ai-try-source">{t(SOURCE_TEXT[source])}</Tag>
        <Typography.Text type="secondary">{t('ai.overview.try.elapsed', { ms: Number(turn.elapsedMs ?? 0) })}</Typography.Text>
      </div>
      {turn.llmError && <Alert type="warning" showIcon message={t('ai.overview.try.llmError', { message: turn.llmError })} />}
      {citations.length > 0 && (
        <section aria-label={t('ai.overview.try.citations', { n: citations.length })}>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>{t('ai.overview.try.citations', { n: citations.length })}</Typography.Text>
          <ul className="ai-ov-citations">
            {citations.map((c, i) => {
              const score = Number(c.score);
              return (
                <li key={`${c.chunkId}-${i}`} className="ai-ov-citation" style={{ borderLeftColor: token.colorPrimaryBorder }} data-testid="ai-try-citation">
                  <Typography.Text strong>{c.documentName}</Typography.Text>{' '}
                  <Typography.Text type="secondary">{t('ai.overview.try.score', { score: Number.isFinite(score) ? score.toFixed(2) : '—' })}</Typography.Text>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </li>
  );
}

/**
 * 试一试: asks the assistant as a customer would (POST /intelligence/ask, channel debug) and shows
 * the thread asked here, each answer with its source, time and chunks. The turns continue one
 * conversation (the first answer's `conversationId`), recorded in 对话历史 under 调试; 新对话
 * starts another. Enter sends, Shift+Enter is a new line (not while an input method composes).
 */
export function TryConsole({ onAsked }: { onAsked?: () => void }) {
  const t = useText();
  const { token } = theme.useToken();
  const getProvider = useDataProvider();
  const [form] = Form.useForm<{ question: string }>();
  const [turns, setTurns] = useState<AskedTurn[]>([]);
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  /** The question on its way (shown in the thread until its answer comes). */
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<TextAreaRef>(null);
  // an answer that arrives after 新对话 belongs to the thread left behind
  const epoch = useRef(0);
  const counter = useRef(0);

  const ask = async ({ question }: { question: string }) => {
    const q = question.trim();
    if (!q || asking) return;
    const at = epoch.current;
    setAsking(true);
    setPending(q);
    setError(null);
    // the box empties as the question goes, as in a chat; a refused question comes back to it
    form.setFieldValue('question', '');
    try {
      const { data } = await getProvider().custom!<AskReply>({
        url: OVERVIEW_PATHS.ask,
        method: 'post',
        payload: { question: q, channel: 'debug', ...(conversationId !== null ? { conversationId } : {}) },
      });
      if (at !== epoch.current) return;
      counter.current += 1;
      setTurns((prev) => [...prev, { ...data, question: q, key: counter.current }]);
      if (typeof data.conversationId === 'number') setConversationId(data.conversationId);
      onAsked?.();
    } catch (err) {
      if (at !== epoch.current) return;
      setError(t('ai.overview.try.failed', { message: reasonOf(err as Error) ?? String(err) }));
      if (!form.getFieldValue('question')) form.setFieldValue('question', question);
    } finally {
      if (at === epoch.current) {
        setAsking(false);
        setPending(null);
      }
      input.current?.focus();
    }
  };

  const startOver = () => {
    epoch.current += 1;
    setTurns([]);
    setConversationId(null);
    setAsking(false);
    setPending(null);
    setError(null);
    // not resetFields: that remounts the box (rc-field-form renews the field's key), losing its focus
    form.setFields([{ name: 'question', value: '', errors: [] }]);
    input.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || e.keyCode === 229) return;
    e.preventDefault();
    form.submit();
  };

  const last = turns.at(-1);
  return (
    <Card
      size="small"
      title={<h3 className="ai-ov-card-title">{t('ai.overview.try.title')}</h3>}
      extra={<Button onClick={startOver} disabled={turns.length === 0 && conversationId === null && !asking}>{t('ai.overview.try.new')}</Button>}
      data-testid="ai-try"
    >
      <ModeLine />
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>{t('ai.overview.try.hint')}</Typography.Paragraph>
      {turns.length === 0 && pending === null ? (
        <p className="ai-ov-try-empty" style={{ color: token.colorTextSecondary }}>{t('ai.overview.try.empty')}</p>
      ) : (
        <ol className="ai-ov-turns" aria-label={t('ai.overview.try.thread')} data-testid="ai-try-thread">
          {turns.map((turn) => <TurnItem key={turn.key} turn={turn} />)}
          {pending !== null && (
            <li className="ai-ov-turn" aria-busy="true" data-testid="ai-try-pending">
              <div className="ai-ov-bubble ai-ov-bubble-me" style={{ background: token.colorPrimaryBg }}>
                <span className="ai-ov-who" style={{ color: token.colorTextSecondary }}>{t('ai.overview.try.you')}</span>
                {pending}
              </div>
              <div className="ai-ov-bubble ai-ov-bubble-assistant" style={{ background: token.colorFillQuaternary, color: token.colorTextSecondary }}>
                <span className="ai-ov-who">{t('ai.overview.try.assistant')}</span>
                {t('ai.overview.try.thinking')}
              </div>
            </li>
          )}
        </ol>
      )}
      {conversationId !== null && (
        <p className="ai-ov-try-link">
          <Link to={conversationPath(conversationId)} data-testid="ai-try-history">{t('ai.overview.try.history')}</Link>
        </p>
      )}
      <p role="status" className="ai-ov-hidden">
        {last ? t('ai.overview.try.answered', { source: t(SOURCE_TEXT[sourceOf(last.source)]), answer: last.answer || t('ai.overview.source.none') }) : ''}
      </p>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" name="ai_try" onFinish={(v) => void ask(v)} requiredMark={false} className="ai-ov-try-form">
        <Form.Item name="question" label={t('ai.overview.try.question')} rules={[{ required: true, whitespace: true, message: t('ai.overview.try.required') }]} style={{ marginBottom: 8 }}>
          <Input.TextArea ref={input} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={QUESTION_MAX} placeholder={t('ai.overview.try.placeholder')} onKeyDown={onKeyDown} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={asking}>{t('ai.overview.try.send')}</Button>
      </Form>
    </Card>
  );
}
