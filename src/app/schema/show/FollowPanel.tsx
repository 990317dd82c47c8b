import { useCustomMutation, type BaseKey } from '@refinedev/core';
import { Button, Empty, Form, Input, List } from 'antd';
import { formatDate } from '../../../domain/dates.ts';
import { useText } from '../../locales/useText.ts';
import { useFormUnsaved } from '../../shell/tabs/useUnsavedChanges.ts';
import type { HistoryEntry } from '../../../domain/wire.ts';
import { useRefreshRecord } from './useRefreshRecord.ts';

/** 跟进记录: the follow notes and a textarea to add one. */
export function FollowPanel({ screen, id, entries }: { screen: string; id: BaseKey; entries: readonly HistoryEntry[] }) {
  const t = useText();
  const [form] = Form.useForm<{ content: string }>();
  const { mutateAsync, mutation } = useCustomMutation();
  const refresh = useRefreshRecord(screen, id);
  useFormUnsaved(form);
  const follows = entries.filter((e) => e.kind === 'follow');
  const submit = async ({ content }: { content: string }) => {
    await mutateAsync({
      url: '',
      method: 'put',
      values: { content },
      meta: { resource: screen, endpoint: 'follow', id },
      successNotification: { type: 'success', message: t('show.followSuccess') },
    });
    form.resetFields();
    await refresh();
  };
  return (
    <>
      {follows.length === 0 ? (
        <Empty description={t('show.noFollows')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List
          dataSource={follows}
          rowKey={(e) => String(e.id)}
          renderItem={(e) => (
            <List.Item>
              <List.Item.Meta
                title={<span style={{ whiteSpace: 'pre-wrap' }}>{e.content}</span>}
                description={`${formatDate(e.created_at)} ${e.operator_name ?? ''}`}
              />
            </List.Item>
          )}
        />
      )}
      <Form form={form} name="follow" onFinish={(v) => submit(v).catch(() => undefined)} style={{ marginTop: 12 }}>
        <Form.Item name="content" rules={[{ required: true, whitespace: true, message: t('show.followRequired') }]}>
          <Input.TextArea rows={3} maxLength={1000} placeholder={t('show.followPlaceholder')} aria-label={t('show.followPlaceholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>{t('show.followAdd')}</Button>
      </Form>
    </>
  );
}
