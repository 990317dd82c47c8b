import { availabilityOf, type Caller, type RecordStep } from '../../../resources/catalogs/actionAvailability.ts';
import type { ResourceDef } from '../../../resources/define.ts';

/** Whether a record's button may be pressed, and the reason shown beside it when not. */
export interface ActionState {
  /** The record is not loaded yet: disabled, with nothing to explain. */
  waiting: boolean;
  /** Why the caller may not take the step (the server would refuse it), or null. */
  reason: string | null;
}

/**
 * A record button's state (编辑, 删除, a declared action) from the rule the server applies
 * (catalogs/actionAvailability.ts): the endpoint's access, the locked state, the transition
 * table and the record's actors, in that order.
 */
export function actionStateOf(resource: ResourceDef, step: RecordStep, record: Record<string, unknown> | undefined, caller: Caller | null): ActionState {
  if (!caller) return { waiting: true, reason: null };
  const availability = availabilityOf(resource, step, record, caller);
  if (availability.allowed) return { waiting: false, reason: null };
  return availability.reason ? { waiting: false, reason: availability.reason } : { waiting: true, reason: null };
}
