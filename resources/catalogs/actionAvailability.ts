import { decideAccess, type Access, type AccessUser } from '../../src/domain/access.ts';
import { GROUP_LABELS } from '../../src/domain/groups.ts';
import { PERMISSIONS } from '../../src/domain/permissions.ts';
import type { ActionDef, ResourceDef } from '../define.ts';
import { lockedReason, transitionBlock } from '../registry.ts';

/**
 * Whether a caller may take one step on one record — edit it, delete it, or one of its declared
 * actions — and why not: the rule the server applies (its access guard per endpoint, the
 * declaration's locked states and transition table, the record's actors), so the app disables
 * exactly the buttons the server would refuse, each with its reason.
 */

/** The caller: the access rule's user, and its account id (a record's actors name it). */
export interface Caller extends AccessUser {
  id?: number | string;
}

/** One step on a record. */
export type RecordStep = { kind: 'update' } | { kind: 'delete' } | { kind: 'action'; action: ActionDef };

/** The answer: allowed, or refused with the reason shown beside the disabled button. */
export type Availability = { allowed: true; reason: null } | { allowed: false; reason: string; refusal: 'forbidden' | 'state' };

const ALLOWED: Availability = { allowed: true, reason: null };

/**
 * The accesses the server's guard checks before a step: the endpoint's (update, delete, or the
 * action endpoint every action path shares), then an action's own.
 */
export function stepAccesses(resource: ResourceDef, step: RecordStep): Access[] {
  if (step.kind !== 'action') return [resource.endpoints[step.kind]?.access ?? resource.access];
  const endpoint = resource.endpoints.action?.access ?? resource.access;
  return step.action.access ? [endpoint, step.action.access] : [endpoint];
}

const permissionLabel = (permission: string): string => (PERMISSIONS as Record<string, { label: string } | undefined>)[permission]?.label ?? permission;

/** What an access asks for, in words: 需要「编辑工单」权限, 需要「管理员」及以上身份, or both as alternatives. */
export function accessNeed(access: Access): string {
  const group = access.group !== undefined ? `「${GROUP_LABELS[access.group] ?? access.group}」及以上身份` : '';
  const permission = access.permission !== undefined ? `「${permissionLabel(access.permission)}」权限` : '';
  if (group && permission) return `需要${group}或${permission}`;
  return `需要${group || permission}`;
}

/** Whether the caller is one of the record's actors (`status.actors`): named in one of its fields, or holding the declared access. */
export function isActor(resource: ResourceDef, caller: Caller | null | undefined, record: Readonly<Record<string, unknown>>): boolean {
  const actors = resource.status?.actors;
  if (!actors) return true;
  if (!caller) return false;
  const named = caller.id !== undefined && actors.fields.some((f) => record[f] !== null && record[f] !== undefined && String(record[f]) === String(caller.id));
  return named || decideAccess(caller, actors.access) === 'allow';
}

/**
 * Whether `caller` may take `step` on `record`, in the server's order: the access of the step's
 * endpoint (403), an action's actors (403, before anything about the record's state shows), then
 * the record's locked state and an action's transition (409). A record not loaded yet is refused without a reason (the button waits).
 */
export function availabilityOf(resource: ResourceDef, step: RecordStep, record: Readonly<Record<string, unknown>> | undefined, caller: Caller | null | undefined): Availability {
  const denied = stepAccesses(resource, step).find((access) => decideAccess(caller, access) !== 'allow');
  if (denied) return { allowed: false, reason: caller ? accessNeed(denied) : '请先登录', refusal: 'forbidden' };
  if (!record) return { allowed: false, reason: '', refusal: 'state' };
  // who may act is decided before the record's state shows (issue 32, item 12)
  if (step.kind === 'action' && !isActor(resource, caller, record)) return { allowed: false, reason: resource.status?.actors?.reason ?? '', refusal: 'forbidden' };
  const locked = lockedReason(resource, record);
  if (locked) return { allowed: false, reason: locked, refusal: 'state' };
  if (step.kind !== 'action') return ALLOWED;
  const block = transitionBlock(resource, step.action, String(record[resource.status?.field ?? ''] ?? ''));
  if (block) return { allowed: false, reason: block, refusal: 'state' };
  return ALLOWED;
}

/**
 * A record's actions split for its page: `now`, those its state can take (on a locked record all
 * of them, shown disabled with the lock's reason), and `later`, the rest (under 更多).
 */
export function reachableActions(resource: ResourceDef, actions: readonly ActionDef[], record: Readonly<Record<string, unknown>>): { now: ActionDef[]; later: ActionDef[] } {
  if (lockedReason(resource, record)) return { now: [...actions], later: [] };
  const state = String(record[resource.status?.field ?? ''] ?? '');
  return { now: actions.filter((a) => a.from.includes(state)), later: actions.filter((a) => !a.from.includes(state)) };
}
