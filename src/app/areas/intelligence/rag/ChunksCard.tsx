import { useCustom, useCustomMutation } from '@refinedev/core';
import { Alert, Button, Card, Checkbox, Form, Input, Modal, Pagination, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import type { CheckboxProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import { useNarrowScreen } from '../../../ui/useNarrowScreen.ts';
import { RAG_PATHS, rowsOf, type RagChunk } from './ragApi.ts';
import { useRagDocuments } from './useRagDocuments.ts';

const PAGE_SIZE = 20;

interface Props {
  kbId: number;
  screen: string;
}

type EnabledFilter = 'all' | 'true' | 'false';

/**
 * 分段: the knowledge base's chunks (GET /intelligence/chunk?kb_id=), 20 a page, filtered by
 * document, state and heading. 编辑 opens the text in a modal (PUT {text, version}; the server
 * re-indexes it at once); the switch enables or disables one; 批量启用 / 批量停用 the selected
 * (POST /intelligence/chunk/bulk).
 */
export function ChunksCard({ kbId, screen }: Props) {
  const t = useText();
  const narrow = useNarrowScreen();
  const [page, setPage] = useState(1);
  const [documentId, setDocumentId] = useState<number | undefined>();
  const [enabled, setEnabled] = useState<EnabledFilter>('all');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<RagChunk | null>(null);
  const { docs } = useRagDocuments(kbId, screen);
  const names = useMemo(() => new Map(docs.map((d) => [d.id, d.name])), [docs]);
  const { result, query } = useCustom({
    url: RAG_PATHS.chunks,
    method: 'get',
    config: {
      query: {
        kb_id: kbId,
        page,
        pageSize: PAGE_SIZE,
        ...(documentId !== undefined ? { document_id: documentId } : {}),
        ...(enabled !== 'all' ? { enabled } : {}),
        ...(q ? { q } : {}),
      },
    },
    meta: { resource: screen },
  });
  const { list: chunks, total } = rowsOf<RagChunk>(result.data);
  const { mutateAsync } = useCustomMutation();
  const [pending, setPending] = useState<number | 'bulk' | null>(null);

  const run = async (key: number | 'bulk', call: () => Promise<unknown>) => {
    setPending(key);
    try {
      await call();
      await query.refetch();
    } catch {
      // the notification provider has shown the server's reason
    } finally {
      setPending(null);
    }
  };
  const toggle = (c: RagChunk, on: boolean) =>
    run(c.id, () => mutateAsync({ url: RAG_PATHS.chunk(c.id), method: 'put', values: { enabled: on, version: c.version }, successNotification: { type: 'success', message: t('ai.rag.docs.saved') } }));
  const bulk = (on: boolean) =>
    run('bulk', async () => {
      const res = await mutateAsync({
        url: RAG_PATHS.chunkBulk,
        method: 'post',
        values: { ids: selected, enabled: on },
        successNotification: (data) => ({ type: 'success', message: t('ai.rag.chunks.bulkDone', { updated: Number((data?.data as { updated?: number } | undefined)?.updated ?? 0) }) }),
      });
      if (res) setSelected([]);
    });
  const filtersChanged = () => {
    setPage(1);
    setSelected([]);
  };

  const enabledSwitch = (c: RagChunk) => (
    <Switch
      size="small"
      checked={c.enabled}
      loading={pending === c.id}
      onChange={(on) => void toggle(c, on)}
      checkedChildren={t('ai.rag.enabled.on')}
      unCheckedChildren={t('ai.rag.enabled.off')}
      aria-label={t('ai.rag.chunks.enabledLabel', { position: c.position })}
    />
  );
  const editButton = (c: RagChunk) => (
    <Button size="small" type="link" onClick={() => setEditing(c)} aria-label={t('ai.rag.chunks.editTitle', { position: c.position })}>{t('ai.rag.chunks.edit')}</Button>
  );
  const columns: ColumnsType<RagChunk> = [
    { key: 'position', title: t('ai.rag.chunks.col.position'), dataIndex: 'position', width: 64 },
    { key: 'document', title: t('ai.rag.chunks.col.document'), width: 160, render: (_: unknown, c) => names.get(c.document_id) ?? `#${c.document_id}` },
    { key: 'heading', title: t('ai.rag.chunks.col.heading'), dataIndex: 'heading', width: 180 },
    { key: 'text', title: t('ai.rag.chunks.col.text'), width: 420, render: (_: unknown, c) => <Typography.Paragraph ellipsis={{ rows: 3 }} className="rag-chunk-text">{c.text}</Typography.Paragraph> },
    { key: 'hits', title: t('ai.rag.chunks.col.hits'), dataIndex: 'hit_count', width: 90 },
    { key: 'chars', title: t('ai.rag.chunks.col.chars'), dataIndex: 'char_count', width: 70 },
    { key: 'enabled', title: t('ai.rag.chunks.col.enabled'), width: 90, render: (_: unknown, c) => enabledSwitch(c) },
    { key: 'actions', title: t('ai.rag.chunks.col.actions'), width: 80, render: (_: unknown, c) => editButton(c) },
  ];

  return (
    <Card size="small" title={t('ai.rag.chunks.title')} data-testid="rag-chunks">
      <div className="rag-toolbar">
        <Select<number | 'all'>
          className="rag-filter"
          aria-label={t('ai.rag.chunks.filterDocument')}
          value={documentId ?? 'all'}
          onChange={(v) => {
            setDocumentId(v === 'all' ? undefined : v);
            filtersChanged();
          }}
          options={[{ value: 'all' as const, label: t('ai.rag.chunks.allDocuments') }, ...docs.map((d) => ({ value: d.id, label: d.name }))]}
        />
        <Select<EnabledFilter>
          className="rag-filter"
          aria-label={t('ai.rag.chunks.filterEnabled')}
          value={enabled}
          onChange={(v) => {
            setEnabled(v);
            filtersChanged();
          }}
          options={[
            { value: 'all', label: t('ai.rag.chunks.allStates') },
            { value: 'true', label: t('ai.rag.enabled.on') },
            { value: 'false', label: t('ai.rag.enabled.off') },
          ]}
        />
        <Input.Search
          className="rag-filter"
          allowClear
          aria-label={t('ai.rag.chunks.search')}
          placeholder={t('ai.rag.chunks.search')}
          onSearch={(v) => {
            setQ(v.trim());
            filtersChanged();
          }}
        />
      </div>
      <Space wrap className="rag-bulk">
        <Button size="small" disabled={chunks.length === 0} onClick={() => setSelected(selected.length === chunks.length ? [] : chunks.map((c) => c.id))}>{selected.length > 0 && selected.length === chunks.length ? t('ai.rag.chunks.selectNone') : t('ai.rag.chunks.selectPage')}</Button>
        <Button size="small" disabled={selected.length === 0} loading={pending === 'bulk'} onClick={() => void bulk(true)}>{t('ai.rag.chunks.bulkEnable')}</Button>
        <Button size="small" disabled={selected.length === 0} loading={pending === 'bulk'} onClick={() => void bulk(false)}>{t('ai.rag.chunks.bulkDisable')}</Button>
        {selected.length > 0 && <Typography.Text type="secondary">{t('ai.rag.chunks.selected', { count: selected.length })}</Typography.Text>}
      </Space>
      {query.isError && <Alert type="error" showIcon message={reasonOf(query.error)} className="rag-gap" />}
      {narrow ? (
        <div aria-busy={query.isFetching}>
          {chunks.length === 0 && !query.isLoading && <Typography.Paragraph type="secondary">{t('ai.rag.chunks.empty')}</Typography.Paragraph>}
          <ul className="rag-items">
            {chunks.map((c) => (
              <li key={c.id} className="rag-item" data-testid="rag-chunk-card">
                <div className="rag-item-head">
                  <Checkbox
                    checked={selected.includes(c.id)}
                    onChange={(e) => setSelected((s) => (e.target.checked ? [...s, c.id] : s.filter((x) => x !== c.id)))}
                    aria-label={t('ai.rag.chunks.selectLabel', { position: c.position })}
                  >
                    #{c.position} {c.heading}
                  </Checkbox>
                  {!c.enabled && <Tag>{t('ai.rag.enabled.off')}</Tag>}
                </div>
                <Typography.Paragraph ellipsis={{ rows: 4 }} className="rag-chunk-text">{c.text}</Typography.Paragraph>
                <div className="rag-item-meta">
                  <span>{names.get(c.document_id) ?? `#${c.document_id}`}</span>
                  <span>{t('ai.rag.chunks.col.hits')} {c.hit_count}</span>
                  <span>{t('ai.rag.chunks.col.chars')} {c.char_count}</span>
                </div>
                <div className="rag-item-foot">
                  {enabledSwitch(c)}
                  {editButton(c)}
                </div>
              </li>
            ))}
          </ul>
          <Pagination simple size="small" align="center" current={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} showTotal={(n) => t('ai.rag.chunks.total', { total: n })} />
        </div>
      ) : (
        <Table<RagChunk>
          rowKey="id"
          size="small"
          loading={query.isLoading}
          dataSource={chunks}
          columns={columns}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('ai.rag.chunks.empty') }}
          rowSelection={{
            // no select-all box in the header: antd copies column titles into its hidden measure row,
            // where a checkbox is a focusable element inside aria-hidden (axe: aria-hidden-focus);
            // 全选本页 above the table does the same
            hideSelectAll: true,
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (c) => ({ 'aria-label': t('ai.rag.chunks.selectLabel', { position: c.position }) }) as CheckboxProps,
          }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total, onChange: setPage, showSizeChanger: false, showQuickJumper: true, showTotal: (n) => t('ai.rag.chunks.total', { total: n }) }}
        />
      )}
      {editing && <ChunkEditor chunk={editing} onClose={() => setEditing(null)} onSaved={() => void query.refetch()} />}
    </Card>
  );
}

/** 编辑分段: the chunk's text in a modal; PUT {text, version} (the server re-indexes it at once). */
function ChunkEditor({ chunk, onClose, onSaved }: { chunk: RagChunk; onClose: () => void; onSaved: () => void }) {
  const t = useText();
  const [form] = Form.useForm<{ text: string }>();
  const { mutateAsync, mutation } = useCustomMutation();
  const save = async ({ text }: { text: string }) => {
    try {
      await mutateAsync({ url: RAG_PATHS.chunk(chunk.id), method: 'put', values: { text: text.trim(), version: chunk.version }, successNotification: { type: 'success', message: t('ai.rag.chunks.saved') } });
      onSaved();
      onClose();
    } catch {
      // the notification provider has shown the server's reason
    }
  };
  return (
    <Modal
      open
      title={t('ai.rag.chunks.editTitle', { position: chunk.position })}
      okText={t('ai.rag.chunks.save')}
      cancelText={t('ai.rag.chunks.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ text: chunk.text }} onFinish={(v) => void save(v)}>
        <Form.Item name="text" label={t('ai.rag.chunks.textLabel')} extra={t('ai.rag.chunks.editHint')} rules={[{ required: true, whitespace: true, message: t('ai.rag.chunks.textRequired') }, { max: 5000 }]}>
          <Input.TextArea rows={10} maxLength={5000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
