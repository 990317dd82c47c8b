import { useCustomMutation } from '@refinedev/core';
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import type { HistoryEntry } from '../../../domain/wire.ts';
import { useText } from '../../locales/useText.ts';
import { useUnsavedChanges } from '../../shell/tabs/useUnsavedChanges.ts';
import { PROCESS_PATH } from './ticketProcesses.ts';

/** One's own comment in the timeline: its text, and 修改 (PUT /workflow/process/:id) unless the ticket is locked. */
export function CommentEdit({ entry, locked, refresh }: { entry: HistoryEntry; locked: string | null; refresh: () => Promise<void> }) {
  const t = useText();
  const [draft, setDraft] = useState<string | null>(null);
  const { mutateAsync, mutation } = useCustomMutation();
  useUnsavedChanges(draft !== null && draft !== (entry.content ?? ''));
  const save = async () => {
    const content = (draft ?? '').trim();
    if (!content) return;
    await mutateAsync({ url: `${PROCESS_PATH}/${entry.id}`, method: 'put', values: { content }, successNotification: { type: 'success', message: t('handling.commentSaved') } });
    setDraft(null);
    await refresh();
  };
  if (draft === null) {
    return (
      <div>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>{entry.content}</Typography.Paragraph>
        {!locked && <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setDraft(entry.content ?? '')} aria-label={t('handling.commentEditLabel')}>{t('handling.commentEdit')}</Button>}
      </div>
    );
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.TextArea value={draft} onChange={(e) => setDraft(e.target.value)} rows={3} maxLength={2000} aria-label={t('handling.commentEditLabel')} />
      <Space>
        <Button type="primary" size="small" loading={mutation.isPending} disabled={!draft.trim()} onClick={() => void save().catch(() => undefined)}>{t('handling.save')}</Button>
        <Button size="small" onClick={() => setDraft(null)}>{t('form.cancel')}</Button>
      </Space>
    </Space>
  );
}
