import type { AreaTexts } from '../../locales/text.ts';
import { dictTexts } from './dict/dictTexts.ts';
import { historyTexts } from './history/historyTexts.ts';
import { statTexts } from './history/statTexts.ts';
import { rulesTexts } from './rules/rulesTexts.ts';

/** Every text of 自动回复, one chunk loaded with the first of the area's components (area.ts `loadTexts`). */
export const REPLY_TEXTS: readonly AreaTexts[] = [rulesTexts, dictTexts, historyTexts, statTexts];
