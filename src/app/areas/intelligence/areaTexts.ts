import type { AreaTexts } from '../../locales/text.ts';
import { corpusTexts } from './corpus/corpusTexts.ts';
import { historyExportTexts } from './history/exportTexts.ts';
import { historyTexts } from './history/historyTexts.ts';
import { overviewTexts } from './overview/overviewTexts.ts';
import { ragLibraryTexts } from './rag/libraryTexts.ts';
import { ragTexts } from './rag/ragTexts.ts';
import { intelligenceTexts } from './texts.ts';
import { vocabularyTexts } from './vocabulary/vocabularyTexts.ts';

/** Every text of 智能助手, one chunk loaded with the first of the area's components (area.ts `loadTexts`). */
export const INTELLIGENCE_TEXTS: readonly AreaTexts[] = [intelligenceTexts, overviewTexts, ragTexts, ragLibraryTexts, historyTexts, vocabularyTexts, corpusTexts, historyExportTexts];
