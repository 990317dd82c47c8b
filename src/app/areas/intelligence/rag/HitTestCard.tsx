import { useCustom, useDataProvider } from '@refinedev/core';
import { Alert, Button, Card, Empty, Form, Input, InputNumber, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import { RAG_PATHS, SOURCE_TEXT, type AnswerMode, type AskAnswer, type RetrieveHit } from './ragApi.ts';

interface Props {
  kbId: number;
}

interface Outcome {
  hits: RetrieveHit[];
  answer: AskAnswer | null;
  answerError: string | null;
}

/** The answering mode line: 大模型（model）or 检索模式. */
function ModeLine() {
  const t = useText();
  const { result } = useCustom<AnswerMode>({ url: RAG_PATHS.mode, method: 'get' });
  const mode = result.data as Partial<AnswerMode> | undefined;
  if (!mode?.mode) return null;
  return (
    <Typography.Paragraph type="secondary" data-testid="rag-mode">
      {mode.mode === 'llm' ? t('ai.rag.mode.llm', { model: mode.model ?? '' }) : t('ai.rag.mode.retrieval')}
    </Typography.Paragraph>
  );
}

/**
 * 命中测试: a question and topK → the knowledge base's best chunks (POST /intelligence/rag/:id/retrieve),
 * ranked with their scores, and the answer the pipeline would give (POST /intelligence/ask,
 * channel debug, this knowledge base only, dryRun: nothing is recorded) with its source and time.
 */
export function HitTestCard({ kbId }: Props) {
  const t = useText();
  const getProvider = useDataProvider();
  const [form] = Form.useForm<{ question: string; topK: number }>();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  const test = async ({ question, topK }: { question: string; topK: number }) => {
    const provider = getProvider();
    setRunning(true);
    setError(null);
    try {
      const q = question.trim();
      const [hits, answer] = await Promise.allSettled([
        provider.custom!<RetrieveHit[]>({ url: RAG_PATHS.retrieve(kbId), method: 'post', payload: { question: q, topK } }),
        provider.custom!<AskAnswer>({ url: RAG_PATHS.ask, method: 'post', payload: { question: q, channel: 'debug', kbIds: [kbId], dryRun: true } }),
      ]);
      if (hits.status === 'rejected') throw hits.reason;
      setOutcome({
        hits: Array.isArray(hits.value.data) ? hits.value.data : [],
        answer: answer.status === 'fulfilled' ? answer.value.data : null,
        answerError: answer.status === 'rejected' ? (reasonOf(answer.reason as Error) ?? String(answer.reason)) : null,
      });
    } catch (err) {
      setOutcome(null);
      setError(reasonOf(err as Error) ?? String(err));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Card size="small" title={t('ai.rag.hit.title')} data-testid="rag-hit-test">
      <ModeLine />
      <Form form={form} layout="vertical" initialValues={{ topK: 3 }} onFinish={(v) => void test(v)} name={`rag_hit_${kbId}`}>
        <Form.Item name="question" label={t('ai.rag.hit.question')} rules={[{ required: true, whitespace: true, message: t('ai.rag.hit.questionRequired') }, { max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} placeholder={t('ai.rag.hit.questionPlaceholder')} />
        </Form.Item>
        <Space align="end" wrap>
          <Form.Item name="topK" label={t('ai.rag.hit.topK')} className="rag-topk">
            <InputNumber min={1} max={20} precision={0} />
          </Form.Item>
          <Form.Item className="rag-topk">
            <Button type="primary" htmlType="submit" loading={running}>{t('ai.rag.hit.run')}</Button>
          </Form.Item>
        </Space>
      </Form>
      {error && <Alert type="error" showIcon message={t('ai.rag.hit.failed', { reason: error })} />}
      {outcome && (
        <div aria-live="polite">
          <Typography.Title level={5}>{t('ai.rag.hit.answer')}</Typography.Title>
          {outcome.answer ? (
            <div className="rag-answer" data-testid="rag-answer">
              <Space wrap size={4}>
                <Tag color={outcome.answer.source === 'none' ? 'default' : 'blue'}>{t('ai.rag.hit.source', { source: t(SOURCE_TEXT[outcome.answer.source] ?? 'ai.rag.source.none') })}</Tag>
                <Typography.Text type="secondary">{t('ai.rag.hit.elapsed', { ms: Math.round(outcome.answer.elapsedMs) })}</Typography.Text>
              </Space>
              <Typography.Paragraph className="rag-answer-text">{outcome.answer.answer}</Typography.Paragraph>
            </div>
          ) : (
            outcome.answerError && <Alert type="warning" showIcon message={t('ai.rag.hit.failed', { reason: outcome.answerError })} />
          )}
          <Typography.Title level={5}>{t('ai.rag.hit.results')}</Typography.Title>
          {outcome.hits.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ai.rag.hit.noResults')} />
          ) : (
            <ol className="rag-items rag-hits" data-testid="rag-hits">
              {outcome.hits.map((h, i) => (
                <li key={h.chunkId} className="rag-item" data-testid="rag-hit">
                  <div className="rag-item-head">
                    <Space wrap size={4}>
                      <Tag color="gold">{t('ai.rag.hit.rank', { rank: i + 1 })}</Tag>
                      <Typography.Text strong>{h.documentName}</Typography.Text>
                      {h.heading && <Typography.Text type="secondary">{h.heading}</Typography.Text>}
                    </Space>
                    <Tag color="green" data-testid="rag-hit-score">{t('ai.rag.hit.score', { score: h.score.toFixed(4) })}</Tag>
                  </div>
                  <Typography.Paragraph ellipsis={{ rows: 4, expandable: true }} className="rag-chunk-text">{h.text}</Typography.Paragraph>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </Card>
  );
}
