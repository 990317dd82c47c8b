import type { TicketFormField, TicketFormType } from '../../../domain/ticketForm.ts';

/** One row of the form builder: a extra field being edited, with a key that survives reordering. */
export interface BuilderRow {
  key: string;
  name: string;
  label: string;
  type: TicketFormType;
  required: boolean;
  options: string[];
}

let keys = 0;
const nextKey = (): string => `row-${++keys}`;

/** A new, empty text field. */
export const emptyRow = (): BuilderRow => ({ key: nextKey(), name: '', label: '', type: 'text', required: false, options: [] });

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The rows of a stored `form_json` (anything that is not a list: none). */
export function rowsOfValue(value: unknown): BuilderRow[] {
  if (!Array.isArray(value)) return [];
  return value.map((item: Partial<Record<keyof TicketFormField, unknown>>) => ({
    key: nextKey(),
    name: str(item?.name),
    label: str(item?.label),
    type: (str(item?.type) || 'text') as TicketFormType,
    required: item?.required === true,
    options: Array.isArray(item?.options) ? item.options.map(String) : [],
  }));
}

/**
 * The `form_json` the rows make, in the shape the server takes: `required` only when set,
 * `options` only on a select; no rows is null.
 */
export function valueOfRows(rows: readonly BuilderRow[]): TicketFormField[] | null {
  if (rows.length === 0) return null;
  return rows.map((r) => ({
    name: r.name.trim(),
    label: r.label,
    type: r.type,
    ...(r.required ? { required: true } : {}),
    ...(r.type === 'select' ? { options: r.options } : {}),
  }));
}
