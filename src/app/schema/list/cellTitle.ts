import type { FieldDef, FieldType } from '../../../../resources/define.ts';

/** Types whose list cell is the value as plain text (fields/displays.tsx: PlainValue, ReferenceValue). */
const PLAIN_TEXT: ReadonlySet<FieldType> = new Set(['id', 'text', 'textarea', 'number', 'phone', 'email', 'reference']);

/**
 * The full text of a list cell, shown on hover where a long value ends in an ellipsis (a list row
 * stays one line high). Only for cells that show their value as plain text; tags, dates, money
 * and the serial's warranty tag are short or carry their own hint. None for an empty value.
 */
export function cellTitleOf(field: FieldDef, value: unknown, record: Record<string, unknown>): string | undefined {
  if (field.ui?.display || !PLAIN_TEXT.has(field.type)) return undefined;
  const shown = field.type === 'reference' ? (record[`${field.name}_label`] ?? value) : value;
  if (shown === undefined || shown === null || shown === '' || typeof shown === 'object') return undefined;
  return String(shown);
}
