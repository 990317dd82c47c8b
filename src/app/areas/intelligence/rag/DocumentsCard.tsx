import { useCustomMutation } from '@refinedev/core';
import { Alert, Button, Card, Checkbox, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import type { CheckboxProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatFileSize } from '../../../../domain/fileSize.ts';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import { useNarrowScreen } from '../../../ui/useNarrowScreen.ts';
import { DOCUMENT_BULK, isBusy, RAG_PATHS, STATUS_TAG, type DocumentBulkAction, type DocumentBulkReport, type RagDocument } from './ragApi.ts';
import { useRagDocuments } from './useRagDocuments.ts';
import { UploadDocument } from './UploadDocument.tsx';

const NONE: ReadonlySet<number> = new Set();

interface Props {
  kbId: number;
  screen: string;
  /** Rereads the record, the documents and the chunks (every query naming the screen). */
  refresh: () => Promise<void>;
}

/** A document's state: its tag, and the reason under a failed one. */
export function DocumentStatusTag({ doc }: { doc: Pick<RagDocument, 'status' | 'error'> }) {
  const t = useText();
  const tag = STATUS_TAG[doc.status] ?? STATUS_TAG.queued;
  return (
    <Space direction="vertical" size={0}>
      <Tag color={tag.color} data-testid="rag-doc-status">{t(tag.text)}</Tag>
      {doc.status === 'failed' && doc.error && <Typography.Text type="danger" className="rag-doc-error">{doc.error}</Typography.Text>}
    </Space>
  );
}

/**
 * 文档: the knowledge base's documents (GET /intelligence/document?kb_id=) with the upload above.
 * While any is 排队中 or 解析中 the list rereads every 1.5 s; when none is and the documents have
 * changed, the record (its counts) and the chunks reread too. Each row: 启用 switch (PUT {enabled, version}), 重新解析 (a failed or
 * indexed one), 删除 (confirmed; DELETE ?version=). Selected rows (their checkboxes, 全选本页) take
 * 批量重新解析 / 启用 / 停用 / 删除 (删除 confirmed) in one call (POST /intelligence/document/bulk):
 * each document succeeds or fails on its own, and a failure opens the summary naming each
 * document with the server's reason.
 */
export function DocumentsCard({ kbId, screen, refresh }: Props) {
  const t = useText();
  const narrow = useNarrowScreen();
  const { docs: listed, total, query } = useRagDocuments(kbId, screen, true);
  const working = listed.filter(isBusy).length;
  // documents the server has just queued again (its answer to 重新解析): shown 排队中 at once, until the list rereads
  const [requeued, setRequeued] = useState<ReadonlySet<number>>(NONE);
  const docs = requeued.size === 0 ? listed : listed.map((d) => (requeued.has(d.id) ? { ...d, status: 'queued' as const, error: null } : d));
  // once nothing is queued or parsing, a change of the documents (one indexed, failed, switched,
  // deleted) rereads the record's counts and the chunk list
  const seen = useRef<string | null>(null);
  const signature = query.isSuccess ? listed.map((d) => `${d.id}:${d.status}:${d.chunk_count}:${d.enabled ? 1 : 0}`).join(',') : null;
  useEffect(() => {
    if (signature === null || working > 0) return;
    if (seen.current !== null && seen.current !== signature) void refresh();
    seen.current = signature;
  }, [signature, working, refresh]);

  const { mutateAsync } = useCustomMutation();
  const [pending, setPending] = useState<number | null>(null);
  const run = async (id: number, call: () => Promise<unknown>) => {
    setPending(id);
    try {
      await call();
      await query.refetch();
    } catch {
      // the notification provider has shown the server's reason
    } finally {
      setPending(null);
      setRequeued(NONE);
    }
  };
  const setEnabled = (d: RagDocument, enabled: boolean) =>
    run(d.id, () => mutateAsync({ url: RAG_PATHS.document(d.id), method: 'put', values: { enabled, version: d.version }, successNotification: { type: 'success', message: t('ai.rag.docs.saved') } }));
  const retry = (d: RagDocument) =>
    run(d.id, async () => {
      await mutateAsync({ url: RAG_PATHS.retry(d.id), method: 'post', values: {}, successNotification: { type: 'success', message: t('ai.rag.docs.retried') } });
      setRequeued(new Set([d.id]));
    });
  const remove = (d: RagDocument) =>
    run(d.id, () => mutateAsync({ url: `${RAG_PATHS.document(d.id)}?version=${d.version}`, method: 'delete', values: {}, successNotification: { type: 'success', message: t('ai.rag.docs.deleted') } }));

  // the selection: only documents still listed count (a deleted one drops out)
  const [picked, setPicked] = useState<number[]>([]);
  const selected = picked.filter((id) => docs.some((d) => d.id === id));
  const pick = (id: number, on: boolean) => setPicked((s) => (on ? [...s.filter((x) => x !== id), id] : s.filter((x) => x !== id)));
  const [bulkPending, setBulkPending] = useState<DocumentBulkAction | null>(null);
  const [report, setReport] = useState<{ action: DocumentBulkAction; report: DocumentBulkReport } | null>(null);
  const bulk = async (action: DocumentBulkAction) => {
    setBulkPending(action);
    setReport(null);
    try {
      // the report is shown in the card (below), not as a notification
      const res = await mutateAsync({ url: RAG_PATHS.documentBulk, method: 'post', values: { ids: selected, action }, successNotification: false });
      const answer = res.data as unknown as DocumentBulkReport;
      setReport({ action, report: answer });
      // the ones that failed stay selected (to retry after a look, or to clear)
      setPicked(answer.failed.map((f) => f.id));
      if (action === 'retry') setRequeued(new Set(answer.done));
      await query.refetch();
    } catch {
      // the notification provider has shown the server's reason
    } finally {
      setBulkPending(null);
      setRequeued(NONE);
    }
  };
  const selectBox = (d: RagDocument) => (
    <Checkbox checked={selected.includes(d.id)} onChange={(e) => pick(d.id, e.target.checked)} aria-label={t('ai.rag.docs.selectLabel', { name: d.name })} />
  );
  const bulkButton = (action: DocumentBulkAction) => {
    const button = (
      <Button size="small" danger={action === 'delete'} disabled={selected.length === 0 || (bulkPending !== null && bulkPending !== action)} loading={bulkPending === action} onClick={action === 'delete' ? undefined : () => void bulk(action)} data-bulk={action}>
        {t(DOCUMENT_BULK[action].button)}
      </Button>
    );
    if (action !== 'delete') return <span key={action}>{button}</span>;
    return (
      <Popconfirm key={action} title={t('ai.rag.docs.bulkDeleteConfirm', { count: selected.length })} onConfirm={() => bulk('delete')} okButtonProps={{ danger: true }} disabled={selected.length === 0}>
        {button}
      </Popconfirm>
    );
  };
  const bulkBar = (
    <div className="rag-gap" role="group" aria-label={t('ai.rag.docs.bulkBar')} data-testid="rag-doc-bulk">
      <Space wrap size={8}>
        <Button size="small" disabled={docs.length === 0 || bulkPending !== null} onClick={() => setPicked(docs.map((d) => d.id))}>{t('ai.rag.docs.selectPage')}</Button>
        {(['retry', 'enable', 'disable', 'delete'] as const).map(bulkButton)}
        {selected.length > 0 && (
          <Space size={4}>
            <Typography.Text type="secondary" data-testid="rag-doc-selected">{t('bulk.selected', { n: selected.length })}</Typography.Text>
            <Typography.Text type="secondary" aria-hidden>·</Typography.Text>
            <Button size="small" type="link" disabled={bulkPending !== null} onClick={() => setPicked([])}>{t('bulk.clear')}</Button>
          </Space>
        )}
      </Space>
    </div>
  );

  const enabledSwitch = (d: RagDocument) => (
    <Switch
      size="small"
      checked={d.enabled}
      loading={pending === d.id}
      onChange={(on) => void setEnabled(d, on)}
      checkedChildren={t('ai.rag.enabled.on')}
      unCheckedChildren={t('ai.rag.enabled.off')}
      aria-label={t('ai.rag.docs.enabledLabel', { name: d.name })}
    />
  );
  const actions = (d: RagDocument): ReactNode => (
    <Space size={4} wrap>
      {(d.status === 'failed' || d.status === 'indexed') && (
        <Button size="small" type="link" disabled={pending === d.id} onClick={() => void retry(d)}>{t('ai.rag.docs.retry')}</Button>
      )}
      <Popconfirm title={t('ai.rag.docs.deleteConfirm', { name: d.name })} onConfirm={() => remove(d)} okButtonProps={{ danger: true }}>
        <Button size="small" type="link" danger disabled={pending === d.id}>{t('ai.rag.docs.delete')}</Button>
      </Popconfirm>
    </Space>
  );
  const columns: ColumnsType<RagDocument> = [
    { key: 'name', title: t('ai.rag.docs.col.name'), dataIndex: 'name', width: 220, render: (name: string) => <Typography.Text ellipsis={{ tooltip: name }} style={{ maxWidth: 220 }}>{name}</Typography.Text> },
    { key: 'kind', title: t('ai.rag.docs.col.kind'), dataIndex: 'kind', width: 80 },
    { key: 'size', title: t('ai.rag.docs.col.size'), dataIndex: 'size', width: 90, render: (size: number) => formatFileSize(size) },
    { key: 'status', title: t('ai.rag.docs.col.status'), width: 160, render: (_: unknown, d) => <DocumentStatusTag doc={d} /> },
    { key: 'chunks', title: t('ai.rag.docs.col.chunks'), dataIndex: 'chunk_count', width: 80 },
    { key: 'chars', title: t('ai.rag.docs.col.chars'), dataIndex: 'char_count', width: 80 },
    { key: 'enabled', title: t('ai.rag.docs.col.enabled'), width: 90, render: (_: unknown, d) => enabledSwitch(d) },
    { key: 'actions', title: t('ai.rag.docs.col.actions'), width: 150, render: (_: unknown, d) => actions(d) },
  ];

  return (
    <Card size="small" title={t('ai.rag.docs.title')} data-testid="rag-documents" extra={working > 0 && <Tag color="processing">{t('ai.rag.docs.parsing', { count: working })}</Tag>}>
      <UploadDocument kbId={kbId} onUploaded={() => void query.refetch()} />
      {query.isError && <Alert type="error" showIcon message={reasonOf(query.error)} className="rag-gap" />}
      {bulkBar}
      {report && <BulkReport action={report.action} report={report.report} onClose={() => setReport(null)} />}
      {narrow ? (
        <div className="rag-gap" aria-busy={query.isFetching}>
          {docs.length === 0 && !query.isLoading && <Typography.Paragraph type="secondary">{t('ai.rag.docs.empty')}</Typography.Paragraph>}
          <ul className="rag-items">
            {docs.map((d) => (
              <li key={d.id} className="rag-item" data-testid="rag-doc-card">
                <div className="rag-item-head">
                  {selectBox(d)}
                  <Typography.Text strong ellipsis className="rag-item-title">{d.name}</Typography.Text>
                  <DocumentStatusTag doc={d} />
                </div>
                <div className="rag-item-meta">
                  <span>{d.kind}</span>
                  <span>{formatFileSize(d.size)}</span>
                  <span>{t('ai.rag.docs.col.chunks')} {d.chunk_count}</span>
                  <span>{t('ai.rag.docs.col.chars')} {d.char_count}</span>
                </div>
                <div className="rag-item-foot">
                  {enabledSwitch(d)}
                  {actions(d)}
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Table<RagDocument>
          className="rag-gap"
          rowKey="id"
          size="small"
          loading={query.isLoading}
          dataSource={docs}
          columns={columns}
          scroll={{ x: 'max-content' }}
          rowSelection={{
            // no select-all box in the header (antd copies it into the hidden measure row: axe's
            // aria-hidden-focus); 全选本页 above the table does the same
            hideSelectAll: true,
            selectedRowKeys: selected,
            onChange: (keys) => setPicked(keys.map(Number)),
            getCheckboxProps: (d) => ({ 'aria-label': t('ai.rag.docs.selectLabel', { name: d.name }) }) as CheckboxProps,
          }}
          pagination={false}
          locale={{ emptyText: t('ai.rag.docs.empty') }}
          footer={total > docs.length ? () => t('ai.rag.docs.total', { total }) : undefined}
        />
      )}
    </Card>
  );
}

/** The result of a bulk action: how many were done, and each document that failed with the server's reason. */
function BulkReport({ action, report, onClose }: { action: DocumentBulkAction; report: DocumentBulkReport; onClose: () => void }) {
  const t = useText();
  const failed = report.failed.length;
  return (
    <Alert
      className="rag-gap"
      data-testid="rag-doc-bulk-report"
      type={failed > 0 ? 'warning' : 'success'}
      showIcon
      closable
      onClose={onClose}
      message={failed > 0 ? t('ai.rag.docs.bulkPartial', { label: t(DOCUMENT_BULK[action].label), done: report.done.length, failed }) : t(DOCUMENT_BULK[action].done, { count: report.done.length })}
      description={
        failed > 0 ? (
          <ul className="rag-doc-failures" style={{ margin: 0, paddingInlineStart: 20 }}>
            {report.failed.map((f) => (
              <li key={f.id} data-testid="rag-doc-bulk-failure">{t('ai.rag.docs.bulkFailure', { name: f.name, reason: f.reason })}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
