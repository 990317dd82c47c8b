import { lazy } from 'react';
import { defineAppArea } from '../../appArea.ts';
import { lazyWithTimeout } from '../../routing/lazyWithTimeout.tsx';
import { lazyDisplay } from '../../schema/fields/lazyDisplay.tsx';

/**
 * 智能助手 in the app: its lists, detail pages and the keyword and corpus form pages are the
 * schema's; the area brings 数据统计 with 试一试, the keyword clash display, 语料's 导入 (a list panel),
 * 对话历史's 导出所选 (a selection tool) and the detail pages' panels (a knowledge base's documents,
 * chunks and hit test; a conversation's turns; a hot-word table's words).
 */
export const intelligenceArea = defineAppArea({
  name: 'intelligence',
  loadTexts: () => import('./areaTexts.ts').then((m) => m.INTELLIGENCE_TEXTS),
  panels: {
    CorpusImport: { Panel: lazy(() => import('./corpus/CorpusImportPanel.tsx').then((m) => ({ default: m.CorpusImportPanel }))) },
  },
  selectionTools: {
    ConversationExport: lazy(() => import('./history/ExportSelected.tsx').then((m) => ({ default: m.ExportSelected }))),
  },
  displays: {
    keywordClash: lazyDisplay(() => import('./displays/KeywordClash.tsx').then((m) => m.KeywordClash)),
  },
  pages: {
    AiOverviewPage: lazyWithTimeout(() => import('./overview/AiOverviewPage.tsx').then((m) => m.AiOverviewPage)),
  },
  showPanels: {
    aiKnowledgeBases: [lazy(() => import('./rag/KnowledgeBasePanels.tsx').then((m) => ({ default: m.KnowledgeBasePanels })))],
    aiConversations: [lazy(() => import('./history/ConversationTurns.tsx').then((m) => ({ default: m.ConversationTurns })))],
    aiVocabularies: [lazy(() => import('./vocabulary/HotWordsPanel.tsx').then((m) => ({ default: m.HotWordsPanel })))],
  },
});
