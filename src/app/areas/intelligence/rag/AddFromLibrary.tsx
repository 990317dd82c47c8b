import { useCustom, useCustomMutation } from '@refinedev/core';
import { App, Button, Input, Modal, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { aiEndpoints } from '../../../../../resources/intelligence/endpoints.ts';
import { FILE_KINDS } from '../../../../../resources/oss/access.ts';
import { ossFiles } from '../../../../../resources/oss/files.ts';
import { formatFileSize } from '../../../../domain/fileSize.ts';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';

/** A library file as GET /oss/file?fields=all lists it. */
interface LibraryFile {
  id: number;
  name: string;
  kind: string;
  size: number;
  file: string;
}

/** The library kinds a knowledge base reads (the server checks name and content again). */
const DOCUMENT_KINDS = new Set(['pdf', 'document', 'text']);
const PAGE_SIZE = 10;
const kindLabel = (kind: string): string => FILE_KINDS.find((k) => k.value === kind)?.label ?? kind;

/**
 * 从文件库添加: the AI file library's files, searched by name, ten a page; 添加 makes one a
 * document of this knowledge base without copying it (POST /intelligence/rag/:id/document/library).
 * The library then lists the document on the file and keeps the file while it is used.
 */
export function AddFromLibrary({ kbId, onAdded }: { kbId: number; onAdded: () => void }) {
  const t = useText();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { result, query } = useCustom<{ list: LibraryFile[]; total: number }>({
    url: ossFiles.endpoints.list.path,
    method: 'get',
    config: { query: { page, pageSize: PAGE_SIZE, fields: 'all', ...(q ? { q } : {}) } },
    queryOptions: { enabled: open },
  });
  const { mutateAsync, mutation } = useCustomMutation();
  const rows = (result.data as unknown as { list?: LibraryFile[]; total?: number } | undefined) ?? {};
  const add = async (file: LibraryFile) => {
    try {
      await mutateAsync({ url: aiEndpoints.endpoints.fromLibrary.path.replace(':id', String(kbId)), method: 'post', values: { file: file.file, name: file.name }, successNotification: false, errorNotification: false });
      message.success(t('ai.rag.library.added', { name: file.name }));
      onAdded();
    } catch (err) {
      message.error(reasonOf(err as Error) ?? String(err));
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('ai.rag.library.open')}</Button>
      <Modal open={open} title={t('ai.rag.library.title')} onCancel={() => setOpen(false)} footer={null} width={720} destroyOnHidden>
        <Input.Search
          allowClear
          placeholder={t('ai.rag.library.search')}
          aria-label={t('ai.rag.library.search')}
          onSearch={(v) => {
            setQ(v.trim());
            setPage(1);
          }}
          style={{ marginBottom: 12 }}
        />
        <Table<LibraryFile>
          rowKey="id"
          size="small"
          loading={query.isFetching}
          dataSource={rows.list ?? []}
          locale={{ emptyText: t('ai.rag.library.empty') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: rows.total ?? 0, onChange: setPage, showSizeChanger: false }}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'name', title: ossFiles.fields.find((f) => f.name === 'name')?.label, dataIndex: 'name' },
            { key: 'kind', title: ossFiles.fields.find((f) => f.name === 'kind')?.label, dataIndex: 'kind', render: (kind: string) => <Tag>{kindLabel(kind)}</Tag> },
            { key: 'size', title: ossFiles.fields.find((f) => f.name === 'size')?.label, dataIndex: 'size', render: (size: number) => formatFileSize(size) },
            {
              key: 'add',
              title: t('list.operation'),
              render: (_: unknown, file) =>
                DOCUMENT_KINDS.has(file.kind) ? (
                  <Button size="small" type="primary" loading={mutation.isPending} onClick={() => void add(file)} aria-label={t('ai.rag.library.addName', { name: file.name })}>
                    {t('ai.rag.library.add')}
                  </Button>
                ) : (
                  <Tooltip title={t('ai.rag.library.unsupported')}>
                    <Button size="small" disabled aria-label={t('ai.rag.library.addName', { name: file.name })}>{t('ai.rag.library.add')}</Button>
                  </Tooltip>
                ),
            },
          ]}
        />
      </Modal>
    </>
  );
}
