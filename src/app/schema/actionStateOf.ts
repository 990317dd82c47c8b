import type { ActionDef, ResourceDef } from '../../../resources/define.ts';
import { lockedReason, transitionBlock } from '../../../resources/registry.ts';

/** Whether an action button is enabled, and the reason shown in its tooltip when not. */
export interface ActionState {
  disabled: boolean;
  reason: string | null;
}

/**
 * An action's button state for a record: blocked by a locked state (`status.locked`: 工单已关闭)
 * or the transition table (`transitionBlock`) first, then by access (`accessReason`, null when
 * the user may act).
 */
export function actionStateOf(
  resource: ResourceDef,
  action: ActionDef,
  record: Record<string, unknown> | undefined,
  accessReason: string | null,
): ActionState {
  const statusField = resource.status?.field;
  const state = record && statusField ? String(record[statusField] ?? '') : '';
  const block = lockedReason(resource, record) ?? (record ? transitionBlock(resource, action, state) : null);
  if (block) return { disabled: true, reason: block };
  if (accessReason) return { disabled: true, reason: accessReason };
  return { disabled: !record, reason: null };
}
