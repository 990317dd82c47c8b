import type { AreaTexts } from '../../../locales/text.ts';

/** 从文件库添加's texts (zh-CN first, en-US under the same keys). */
const zh = {
  'ai.rag.library.open': '从文件库添加',
  'ai.rag.library.title': '从 AI文件库添加文档',
  'ai.rag.library.search': '搜索文件名',
  'ai.rag.library.add': '添加',
  'ai.rag.library.addName': '添加「{{name}}」',
  'ai.rag.library.added': '已添加「{{name}}」，正在排队解析',
  'ai.rag.library.unsupported': '仅支持 PDF、Word 和 .md / .txt 文本',
  'ai.rag.library.empty': '文件库中没有文件，请先到「AI文件库」上传',
} as const satisfies Record<string, string>;

const en: Record<keyof typeof zh, string> = {
  'ai.rag.library.open': 'Add from file library',
  'ai.rag.library.title': 'Add a document from the AI file library',
  'ai.rag.library.search': 'Search file names',
  'ai.rag.library.add': 'Add',
  'ai.rag.library.addName': 'Add "{{name}}"',
  'ai.rag.library.added': 'Added "{{name}}"; queued for parsing',
  'ai.rag.library.unsupported': 'Only PDF, Word and .md / .txt text',
  'ai.rag.library.empty': 'The file library is empty: upload in "AI file library" first',
};

export const ragLibraryTexts = { zh, en } satisfies AreaTexts;

declare module '../../../locales/text.ts' {
  interface AreaTextKeys extends Record<keyof typeof zh, true> {}
}
