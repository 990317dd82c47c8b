import type { AreaTexts } from '../../../locales/text.ts';
import { workflowDetailTexts } from './detail.ts';
import { workflowFormTexts } from './form.ts';
import { workflowSummaryTexts } from './summary.ts';

/** Every text of 工单, one chunk loaded with the first of the area's components (area.ts `loadTexts`). */
export const WORKFLOW_TEXTS: readonly AreaTexts[] = [workflowSummaryTexts, workflowDetailTexts, workflowFormTexts];
