import type { ActionDef, ActionVariant, ActionWhen } from '../define.ts';

/**
 * The record-dependent side of a declared action: which variant applies to a record, and the
 * action as the dialog shows it and the server validates it for that record.
 */

/** Whether a record has the field values of `when` (one value, or one of several). */
export const matchesWhen = (when: ActionWhen, record: Readonly<Record<string, unknown>>): boolean =>
  Object.entries(when).every(([name, wanted]) => {
    const value = record[name];
    return Array.isArray(wanted) ? wanted.some((w) => w === value) : wanted === value;
  });

/** The first variant of `action` whose `when` the record matches, or undefined. */
export const variantFor = (action: ActionDef, record: Readonly<Record<string, unknown>> | undefined): ActionVariant | undefined =>
  record ? action.variants?.find((v) => matchesWhen(v.when, record)) : undefined;

/**
 * The action for one record: its matching variant's `confirm` and `fields` over the declared
 * ones (the declared action itself when no variant matches or the record is not known yet).
 */
export function resolveAction(action: ActionDef, record: Readonly<Record<string, unknown>> | undefined): ActionDef {
  const variant = variantFor(action, record);
  if (!variant) return action;
  return { ...action, confirm: variant.confirm ?? action.confirm, fields: variant.fields ?? action.fields };
}

/** Every field name the action may be sent with, over all its variants (a body's first, record-free check). */
export const anyActionFieldNames = (action: ActionDef): Set<string> =>
  new Set([action, ...(action.variants ?? [])].flatMap((a) => (a.fields ?? []).map((f) => f.name)));
