import type { AreaTexts } from '../../../locales/text.ts';

/** Texts of 对话历史's 导出所选 (the list's selection tool), zh-CN and en-US under the same keys. */
const zh = {
  'ai.historyExport.button': '导出所选',
  'ai.historyExport.title': '对话历史',
  'ai.historyExport.conversations': '对话',
  'ai.historyExport.turns': '消息',
  'ai.historyExport.conversationId': '对话 ID',
  'ai.historyExport.done': '已导出 {{conversations}} 个对话、{{turns}} 条消息',
  'ai.historyExport.skipped': '{{n}} 个对话已不存在或无权查看，未导出',
  'ai.historyExport.none': '所选对话都已不存在或无权查看，没有导出',
  'ai.historyExport.failed': '导出失败：{{reason}}',
} as const satisfies Record<string, string>;

const en: Record<keyof typeof zh, string> = {
  'ai.historyExport.button': 'Export selected',
  'ai.historyExport.title': 'Conversations',
  'ai.historyExport.conversations': 'Conversations',
  'ai.historyExport.turns': 'Messages',
  'ai.historyExport.conversationId': 'Conversation ID',
  'ai.historyExport.done': 'Exported {{conversations}} conversations and {{turns}} messages',
  'ai.historyExport.skipped': '{{n}} conversations no longer exist or may not be read; not exported',
  'ai.historyExport.none': 'None of the selected conversations exists or may be read; nothing exported',
  'ai.historyExport.failed': 'Export failed: {{reason}}',
};

export const historyExportTexts = { zh, en } satisfies AreaTexts;

declare module '../../../locales/text.ts' {
  interface AreaTextKeys extends Record<keyof typeof zh, true> {}
}
