import { DownloadOutlined } from '@ant-design/icons';
import { useDataProvider } from '@refinedev/core';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import { exportFileName } from '../../../schema/list/exportCells.ts';
import type { SelectionToolProps } from '../../../schema/list/panelProps.ts';
import { downloadBytes } from '../../../schema/list/runExport.ts';
import { conversationSheets, readConversations } from './conversationExport.ts';

/**
 * 导出所选 on 对话历史 (the list's selection tool, `ScreenDef.selectionTools: ['ConversationExport']`):
 * the ticked conversations and all their turns as one .xlsx with two sheets (对话, 消息), read
 * with the caller's session through the pages' own endpoints, so it holds only what the caller
 * may read. The writer (write-excel-file) loads with the first export.
 */
export function ExportSelected({ selected }: SelectionToolProps) {
  const t = useText();
  const { message } = App.useApp();
  const getProvider = useDataProvider();
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    try {
      const read = await readConversations(getProvider(), selected.map((r) => Number(r.id)));
      if (read.skipped > 0) void message.warning(read.conversations.length === 0 ? t('ai.historyExport.none') : t('ai.historyExport.skipped', { n: read.skipped }));
      if (read.conversations.length === 0) return;
      const { buildWorkbookSheets } = await import('../../../schema/list/exportWorkbook.ts');
      const sheets = conversationSheets(read, { conversations: t('ai.historyExport.conversations'), turns: t('ai.historyExport.turns'), conversationId: t('ai.historyExport.conversationId') });
      downloadBytes(await buildWorkbookSheets(sheets), exportFileName(t('ai.historyExport.title'), new Date()));
      void message.success(t('ai.historyExport.done', { conversations: read.conversations.length, turns: read.turns.length }));
    } catch (e) {
      void message.error(t('ai.historyExport.failed', { reason: reasonOf(e as Error) ?? String(e) }));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={running} disabled={selected.length === 0} onClick={() => void run()} data-testid="history-export-selected">
      {t('ai.historyExport.button')}
    </Button>
  );
}
