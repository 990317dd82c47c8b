import { useCustom, useCustomMutation, useDataProvider } from '@refinedev/core';
import { App, Button, Card, Form, Input, Modal, Popconfirm, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DICT_WORDS_MAX } from '../../../../../resources/reply/dictionaries.ts';
import type { ListPayload } from '../../../../domain/envelope.ts';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import { downloadBytes } from '../../../schema/list/runExport.ts';
import type { ShowPanelProps } from '../../../schema/show/showPanelProps.ts';
import { useRefreshRecord } from '../../../schema/show/useRefreshRecord.ts';
import { useNarrowScreen } from '../../../ui/useNarrowScreen.ts';
import { DICT_WORD_PATH, type DictWord } from './dictRows.ts';
import { dictWorkbook, readAllDictWords } from './dictWordsApi.ts';
import { ImportDictWords } from './ImportDictWords.tsx';

const PAGE_SIZE = 50;
const WORD_MAX = 20;

interface WordValues {
  word: string;
  standard: string;
}

/** Where a server refusal goes in a word form: the field it names, else the word. */
const fieldOfReason = (reason: string): keyof WordValues => (reason.includes('标准词') ? 'standard' : 'word');

/**
 * 词典详情's words: the dictionary's words (GET /reply/dict-word?dict_id=, 50 a page, searched by
 * the start of a word or standard word), 添加 one (POST), 编辑 (PUT with its version), 删除
 * (DELETE ?version=), 导入 (ImportDictWords: an .xlsx or pasted lines, previewed, one call) and 导出
 * (every word as `<dictionary>.xlsx`, which 导入 reads back). Its list query names the screen, so
 * the record's refresh rereads it and a change here rereads the record's 词条数.
 */
export function DictWordsPanel({ record, screen = 'replyDict' }: ShowPanelProps) {
  const t = useText();
  const narrow = useNarrowScreen();
  const { message } = App.useApp();
  const getProvider = useDataProvider();
  const id = record?.id === undefined ? undefined : Number(record.id);
  const name = String(record?.name ?? t('reply.dict.title'));
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<DictWord | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [addForm] = Form.useForm<WordValues>();
  const [editForm] = Form.useForm<WordValues>();
  const { mutateAsync, mutation } = useCustomMutation();
  const { result, query } = useCustom<ListPayload<DictWord>>({
    url: DICT_WORD_PATH,
    method: 'get',
    config: { query: { dict_id: id, page, pageSize: PAGE_SIZE, sort: 'word', ...(q ? { q } : {}) } },
    meta: { resource: screen },
    queryOptions: { enabled: id !== undefined },
  });
  const refreshRecord = useRefreshRecord(screen, id);
  const refresh = async () => {
    await Promise.all([refreshRecord(), query.refetch()]);
  };
  const payload = result.data as Partial<ListPayload<DictWord>> | undefined;
  const words = Array.isArray(payload?.list) ? payload.list : [];
  const total = Number(payload?.total ?? 0);

  const add = async (values: WordValues) => {
    if (id === undefined) return;
    const word = values.word.trim();
    const standard = values.standard.trim();
    try {
      await mutateAsync({ url: DICT_WORD_PATH, method: 'post', values: { dict_id: id, word, standard }, successNotification: false, errorNotification: false });
    } catch (e) {
      const reason = reasonOf(e as Error) ?? String(e);
      addForm.setFields([{ name: fieldOfReason(reason), errors: [reason] }]);
      return;
    }
    message.success(t('reply.dict.added', { word, standard }));
    addForm.resetFields();
    await refresh();
  };

  const save = async () => {
    if (!editing) return;
    const values = await editForm.validateFields();
    try {
      await mutateAsync({ url: `${DICT_WORD_PATH}/${editing.id}`, method: 'put', values: { word: values.word.trim(), standard: values.standard.trim(), version: editing.version }, successNotification: false, errorNotification: false });
    } catch (e) {
      const reason = reasonOf(e as Error) ?? String(e);
      editForm.setFields([{ name: fieldOfReason(reason), errors: [reason] }]);
      return;
    }
    message.success(t('reply.dict.saved', { word: values.word.trim() }));
    setEditing(null);
    await refresh();
  };

  const remove = async (w: DictWord) => {
    await mutateAsync({ url: `${DICT_WORD_PATH}/${w.id}?version=${w.version}`, method: 'delete', values: {}, successNotification: false });
    message.success(t('reply.dict.deleted', { word: w.word }));
    if (words.length === 1 && page > 1) setPage(page - 1);
    await refresh();
  };

  const exportAll = async () => {
    if (id === undefined) return;
    setExporting(true);
    try {
      const all = await readAllDictWords(getProvider(), id);
      downloadBytes(await dictWorkbook(t('reply.dict.exportSheet'), all), `${name}.xlsx`);
      message.success(t('reply.dict.exported', { n: all.length }));
    } catch (e) {
      message.error(reasonOf(e as Error) ?? String(e));
    } finally {
      setExporting(false);
    }
  };

  const wordRules = (required: 'reply.dict.wordRequired' | 'reply.dict.standardRequired') => [{ required: true, whitespace: true, message: t(required) }, { max: WORD_MAX, message: t(required === 'reply.dict.wordRequired' ? 'reply.dict.wordHelp' : 'reply.dict.standardHelp') }];

  const columns: TableColumnsType<DictWord> = [
    { key: 'word', dataIndex: 'word', title: t('reply.dict.word') },
    { key: 'standard', dataIndex: 'standard', title: t('reply.dict.standard') },
    {
      key: 'actions',
      title: t('reply.dict.actions'),
      width: narrow ? 72 : 140,
      render: (_: unknown, w) => (
        <Space size={narrow ? 0 : 'small'} direction={narrow ? 'vertical' : 'horizontal'}>
          <Button
            type="link"
            size="small"
            aria-label={`${t('reply.dict.edit')} ${w.word}`}
            onClick={() => {
              editForm.setFieldsValue({ word: w.word, standard: w.standard });
              setEditing(w);
            }}
          >
            {t('reply.dict.edit')}
          </Button>
          <Popconfirm
            title={t('reply.dict.deleteConfirm', { word: w.word })}
            okText={t('reply.dict.delete')}
            cancelText={t('reply.dict.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(w).catch(() => undefined)}
          >
            <Button type="link" size="small" danger aria-label={`${t('reply.dict.delete')} ${w.word}`}>{t('reply.dict.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('reply.dict.title')}
      size="small"
      data-testid="dict-words"
      extra={
        <Space wrap size="small">
          <Button size="small" onClick={() => setImporting(true)} disabled={id === undefined}>{t('reply.dict.import')}</Button>
          <Button size="small" onClick={() => void exportAll()} loading={exporting} disabled={id === undefined}>{t('reply.dict.export')}</Button>
        </Space>
      }
    >
      <Form form={addForm} name="dict-word-add" layout={narrow ? 'vertical' : 'inline'} onFinish={(v) => void add(v)} disabled={id === undefined} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="word" label={t('reply.dict.word')} tooltip={t('reply.dict.wordHelp')} rules={wordRules('reply.dict.wordRequired')}>
          <Input maxLength={WORD_MAX} placeholder={t('reply.dict.wordHelp')} style={{ width: narrow ? '100%' : 220 }} />
        </Form.Item>
        <Form.Item name="standard" label={t('reply.dict.standard')} tooltip={t('reply.dict.standardHelp')} rules={wordRules('reply.dict.standardRequired')}>
          <Input maxLength={WORD_MAX} placeholder={t('reply.dict.standardHelp')} style={{ width: narrow ? '100%' : 220 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={mutation.isPending && !editing}>{t('reply.dict.add')}</Button>
        </Form.Item>
      </Form>
      <Space direction={narrow ? 'vertical' : 'horizontal'} style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Input.Search
          aria-label={t('reply.dict.search')}
          placeholder={t('reply.dict.searchPlaceholder')}
          allowClear
          maxLength={WORD_MAX}
          enterButton={t('reply.dict.search')}
          style={{ width: narrow ? '100%' : 320 }}
          onSearch={(v) => {
            setQ(v.trim());
            setPage(1);
          }}
        />
        <Typography.Text type="secondary">{t('reply.dict.count', { n: Number(record?.word_count ?? total), max: DICT_WORDS_MAX })}</Typography.Text>
      </Space>
      <Table<DictWord>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={words}
        loading={!record || query.isFetching}
        locale={{ emptyText: t('reply.dict.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false, showQuickJumper: true, simple: narrow, onChange: setPage, hideOnSinglePage: true }}
      />
      <Modal
        open={editing !== null}
        title={editing ? t('reply.dict.editTitle', { word: editing.word }) : ''}
        okText={t('reply.dict.save')}
        cancelText={t('reply.dict.cancel')}
        confirmLoading={mutation.isPending}
        onOk={() => void save().catch(() => undefined)}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={editForm} name="dict-word-edit" layout="vertical">
          <Form.Item name="word" label={t('reply.dict.word')} extra={t('reply.dict.wordHelp')} rules={wordRules('reply.dict.wordRequired')}>
            <Input maxLength={WORD_MAX} />
          </Form.Item>
          <Form.Item name="standard" label={t('reply.dict.standard')} extra={t('reply.dict.standardHelp')} rules={wordRules('reply.dict.standardRequired')}>
            <Input maxLength={WORD_MAX} />
          </Form.Item>
        </Form>
      </Modal>
      {id !== undefined && <ImportDictWords dictId={id} open={importing} onClose={() => setImporting(false)} onImported={refresh} />}
    </Card>
  );
}
