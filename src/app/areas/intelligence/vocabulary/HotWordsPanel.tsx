import { useCustom, useCustomMutation, useDataProvider } from '@refinedev/core';
import { App, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { HOT_WORD_PATTERN, HOT_WORDS_PER_TABLE } from '../../../../../resources/intelligence/vocabulary.ts';
import type { ListPayload } from '../../../../domain/envelope.ts';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import type { ShowPanelProps } from '../../../schema/show/showPanelProps.ts';
import { useRefreshRecord } from '../../../schema/show/useRefreshRecord.ts';
import { useNarrowScreen } from '../../../ui/useNarrowScreen.ts';
import { downloadText, HOT_WORD_PATH, hotWordsText, readAllHotWords, type HotWord } from './hotWordsApi.ts';
import { ImportHotWords } from './ImportHotWords.tsx';

const PAGE_SIZE = 50;
const WORD = new RegExp(HOT_WORD_PATTERN);

interface AddValues {
  word: string;
  weight: number;
}

/**
 * 热词详情's words: the table's hot words (GET /intelligence/hot-word?vocabulary_id=, 50 a page,
 * searched by the start of a word), 添加 one (POST), 改权重 (PUT with its version), 删除
 * (DELETE ?version=), 导入 `word|weight` lines (ImportHotWords) and 导出 them all as
 * `<table name>.txt`. Its list query names the screen, so the record's refresh rereads it and a
 * change here rereads the record's 热词数.
 */
export function HotWordsPanel({ record, screen = 'aiVocabulary' }: ShowPanelProps) {
  const t = useText();
  const narrow = useNarrowScreen();
  const { message } = App.useApp();
  const getProvider = useDataProvider();
  const id = record?.id === undefined ? undefined : Number(record.id);
  const name = String(record?.name ?? '热词');
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<HotWord | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [addForm] = Form.useForm<AddValues>();
  const [weightForm] = Form.useForm<{ weight: number }>();
  const { mutateAsync, mutation } = useCustomMutation();
  const { result, query } = useCustom<ListPayload<HotWord>>({
    url: HOT_WORD_PATH,
    method: 'get',
    config: { query: { vocabulary_id: id, page, pageSize: PAGE_SIZE, ...(q ? { q } : {}) } },
    meta: { resource: screen },
    queryOptions: { enabled: id !== undefined },
  });
  const refreshRecord = useRefreshRecord(screen, id);
  const refresh = async () => {
    await Promise.all([refreshRecord(), query.refetch()]);
  };
  const payload = result.data as Partial<ListPayload<HotWord>> | undefined;
  const words = Array.isArray(payload?.list) ? payload.list : [];
  const total = Number(payload?.total ?? 0);

  const add = async ({ word, weight }: AddValues) => {
    if (id === undefined) return;
    try {
      await mutateAsync({ url: HOT_WORD_PATH, method: 'post', values: { vocabulary_id: id, word: word.trim(), weight }, successNotification: false, errorNotification: false });
    } catch (e) {
      addForm.setFields([{ name: 'word', errors: [reasonOf(e as Error) ?? String(e)] }]);
      return;
    }
    message.success(t('ai.vocab.added', { word: word.trim() }));
    addForm.setFieldValue('word', '');
    await refresh();
  };

  const saveWeight = async () => {
    if (!editing) return;
    const { weight } = await weightForm.validateFields();
    await mutateAsync({ url: `${HOT_WORD_PATH}/${editing.id}`, method: 'put', values: { weight, version: editing.version }, successNotification: false });
    message.success(t('ai.vocab.saved'));
    setEditing(null);
    await refresh();
  };

  const remove = async (w: HotWord) => {
    await mutateAsync({ url: `${HOT_WORD_PATH}/${w.id}?version=${w.version}`, method: 'delete', values: {}, successNotification: false });
    message.success(t('ai.vocab.deleted', { word: w.word }));
    if (words.length === 1 && page > 1) setPage(page - 1);
    await refresh();
  };

  const exportAll = async () => {
    if (id === undefined) return;
    setExporting(true);
    try {
      const all = await readAllHotWords(getProvider(), id);
      downloadText(hotWordsText(all), `${name}.txt`);
      message.success(t('ai.vocab.exported', { n: all.length }));
    } catch (e) {
      message.error(reasonOf(e as Error) ?? String(e));
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<HotWord> = [
    { key: 'word', dataIndex: 'word', title: t('ai.vocab.word') },
    { key: 'weight', dataIndex: 'weight', title: t('ai.vocab.weight'), width: narrow ? 56 : 100 },
    {
      key: 'actions',
      title: t('ai.vocab.actions'),
      width: narrow ? 96 : 180,
      render: (_: unknown, w) => (
        <Space size={narrow ? 0 : 'small'} direction={narrow ? 'vertical' : 'horizontal'}>
          <Button
            type="link"
            size="small"
            aria-label={`${t('ai.vocab.editWeight')} ${w.word}`}
            onClick={() => {
              weightForm.setFieldsValue({ weight: w.weight });
              setEditing(w);
            }}
          >
            {t('ai.vocab.editWeight')}
          </Button>
          <Popconfirm
            title={t('ai.vocab.deleteConfirm', { word: w.word })}
            okText={t('ai.vocab.delete')}
            cancelText={t('ai.vocab.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(w).catch(() => undefined)}
          >
            <Button type="link" size="small" danger aria-label={`${t('ai.vocab.delete')} ${w.word}`}>{t('ai.vocab.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('ai.vocab.title')}
      size="small"
      data-testid="hot-words"
      extra={
        <Space wrap size="small">
          <Button size="small" onClick={() => setImporting(true)} disabled={id === undefined}>{t('ai.vocab.import')}</Button>
          <Button size="small" onClick={() => void exportAll()} loading={exporting} disabled={id === undefined}>{t('ai.vocab.export')}</Button>
        </Space>
      }
    >
      <Form
        form={addForm}
        name="hot-word-add"
        layout={narrow ? 'vertical' : 'inline'}
        initialValues={{ weight: 6 }}
        onFinish={(v) => void add(v)}
        disabled={id === undefined}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item
          name="word"
          label={t('ai.vocab.word')}
          tooltip={t('ai.vocab.wordHelp')}
          rules={[
            { required: true, whitespace: true, message: t('ai.vocab.wordRequired') },
            { validator: async (_, v: unknown) => { if (typeof v === 'string' && v.trim() && !WORD.test(v.trim())) throw new Error(t('ai.vocab.wordHelp')); } },
          ]}
        >
          <Input maxLength={10} placeholder={t('ai.vocab.wordHelp')} style={{ width: narrow ? '100%' : 240 }} />
        </Form.Item>
        <Form.Item name="weight" label={t('ai.vocab.weight')} tooltip={t('ai.vocab.weightHelp')} rules={[{ required: true, message: t('ai.vocab.weightRequired') }]}>
          <InputNumber min={1} max={11} precision={0} style={{ width: narrow ? '100%' : 90 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>{t('ai.vocab.add')}</Button>
        </Form.Item>
      </Form>
      <Space direction={narrow ? 'vertical' : 'horizontal'} style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Input.Search
          aria-label={t('ai.vocab.search')}
          placeholder={t('ai.vocab.searchPlaceholder')}
          allowClear
          maxLength={10}
          enterButton={t('ai.vocab.search')}
          style={{ width: narrow ? '100%' : 300 }}
          onSearch={(v) => {
            setQ(v.trim());
            setPage(1);
          }}
        />
        <Typography.Text type="secondary">{t('ai.vocab.count', { n: Number(record?.word_count ?? total), max: HOT_WORDS_PER_TABLE })}</Typography.Text>
      </Space>
      <Table<HotWord>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={words}
        loading={!record || query.isFetching}
        locale={{ emptyText: t('ai.vocab.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false, showQuickJumper: true, simple: narrow, onChange: setPage, hideOnSinglePage: true }}
      />
      <Modal
        open={editing !== null}
        title={editing ? t('ai.vocab.editTitle', { word: editing.word }) : ''}
        okText={t('ai.vocab.save')}
        cancelText={t('ai.vocab.cancel')}
        confirmLoading={mutation.isPending}
        onOk={() => void saveWeight().catch(() => undefined)}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={weightForm} name="hot-word-weight" layout="vertical">
          <Form.Item name="weight" label={t('ai.vocab.weight')} extra={t('ai.vocab.weightHelp')} rules={[{ required: true, message: t('ai.vocab.weightRequired') }]}>
            <InputNumber min={1} max={11} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
      {id !== undefined && <ImportHotWords vocabularyId={id} open={importing} onClose={() => setImporting(false)} onImported={refresh} />}
    </Card>
  );
}
