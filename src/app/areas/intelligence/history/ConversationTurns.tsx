import { useCustom } from '@refinedev/core';
import { Button, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ListPayload } from '../../../../domain/envelope.ts';
import type { TextKey } from '../../../locales/text.ts';
import { useText } from '../../../locales/useText.ts';
import type { ShowPanelProps } from '../../../schema/show/showPanelProps.ts';
import { SaveCorpusModal } from './SaveCorpusModal.tsx';
import { CITATION_PREVIEW, citationsOf, SOURCE_COLORS, TURN_PATH, type AnswerSource, type Citation, type Turn } from './turns.ts';
import './conversationTurns.css';

const SOURCE_TEXT: Record<AnswerSource, TextKey> = {
  keyword: 'ai.history.source.keyword',
  corpus: 'ai.history.source.corpus',
  knowledge: 'ai.history.source.knowledge',
  llm: 'ai.history.source.llm',
  none: 'ai.history.source.none',
};

/** One chunk an answer used: its document, score and the start of its text (展开 for the rest). */
function CitationItem({ citation }: { citation: Citation }) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const text = String(citation.text ?? '');
  const long = [...text].length > CITATION_PREVIEW;
  const shown = open || !long ? text : `${[...text].slice(0, CITATION_PREVIEW).join('')}…`;
  const score = Number(citation.score);
  return (
    <li className="ai-citation">
      <Typography.Text strong>{citation.documentName}</Typography.Text>{' '}
      <Typography.Text type="secondary">{t('ai.history.score', { score: Number.isFinite(score) ? score.toFixed(2) : '—' })}</Typography.Text>
      <p className="ai-citation-text">{shown}</p>
      {long && (
        <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('ai.history.less') : t('ai.history.more')}
        </Button>
      )}
    </li>
  );
}

/** One turn: the customer's question, the answer, how it was found, and 存为语料. */
function TurnItem({ turn, customer, onSave }: { turn: Turn; customer: string; onSave: (turn: Turn) => void }) {
  const t = useText();
  const citations = citationsOf(turn);
  const source = SOURCE_TEXT[turn.source] ? turn.source : 'none';
  return (
    <li className="ai-turn" data-testid="ai-turn">
      <div className="ai-bubble ai-bubble-customer">
        <span className="ai-bubble-who">{customer}</span>
        {turn.question}
      </div>
      <div className="ai-bubble ai-bubble-assistant">
        <span className="ai-bubble-who">{t('ai.history.assistant')}</span>
        {turn.answer || t('ai.history.source.none')}
      </div>
      <div className="ai-turn-meta">
        <Tag color={SOURCE_COLORS[source]} title={t('ai.history.path')}>{t(SOURCE_TEXT[source])}</Tag>
        <Typography.Text type="secondary">{t('ai.history.elapsed', { ms: Number(turn.elapsed_ms ?? 0) })}</Typography.Text>
        {turn.vote === 'up' && <Tag color="success">{t('ai.history.vote.up')}</Tag>}
        {turn.vote === 'down' && <Tag color="error">{t('ai.history.vote.down')}</Tag>}
        {turn.saved_corpus_id ? (
          <Button size="small" disabled>{t('ai.history.savedAs', { id: turn.saved_corpus_id })}</Button>
        ) : (
          <Button size="small" onClick={() => onSave(turn)}>{t('ai.history.save')}</Button>
        )}
      </div>
      {citations.length > 0 && (
        <section aria-label={t('ai.history.citations', { n: citations.length })}>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>{t('ai.history.citations', { n: citations.length })}</Typography.Text>
          <ul className="ai-citations">
            {citations.map((c, i) => <CitationItem key={`${c.chunkId}-${i}`} citation={c} />)}
          </ul>
        </section>
      )}
    </li>
  );
}

/**
 * 对话详情's 对话内容: the conversation's turns (GET /intelligence/turn?conversation_id=) as a chat
 * thread, each answer with the pipeline's path, the time taken, the vote and the chunks used, and
 * 存为语料 (SaveCorpusModal) for a turn not yet saved. Its query names the screen, so the detail
 * page's refresh rereads it.
 */
export function ConversationTurns({ record, screen = 'aiHistory' }: ShowPanelProps) {
  const t = useText();
  const id = record?.id === undefined ? undefined : Number(record.id);
  const [saving, setSaving] = useState<Turn | null>(null);
  const { result, query } = useCustom<ListPayload<Turn>>({
    url: TURN_PATH,
    method: 'get',
    config: { query: { conversation_id: id, page: 1, pageSize: 100 } },
    meta: { resource: screen },
    queryOptions: { enabled: id !== undefined },
  });
  const list = (result.data as Partial<ListPayload<Turn>> | undefined)?.list;
  const turns = Array.isArray(list) ? list : [];
  const customer = typeof record?.customer_name === 'string' && record.customer_name ? `${t('ai.history.customer')} · ${record.customer_name}` : t('ai.history.customer');
  return (
    <Card title={t('ai.history.title')} size="small" data-testid="ai-conversation-turns">
      {id === undefined || query.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : turns.length === 0 ? (
        <Empty description={t('ai.history.empty')} />
      ) : (
        <ol className="ai-turns" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {turns.map((turn) => <TurnItem key={turn.id} turn={turn} customer={customer} onSave={setSaving} />)}
        </ol>
      )}
      <SaveCorpusModal
        turn={saving}
        onClose={() => setSaving(null)}
        onSaved={async () => {
          await query.refetch();
        }}
      />
    </Card>
  );
}
