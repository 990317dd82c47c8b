import { hasColumn, type FieldDef, type ResourceDef } from '../../../../resources/define.ts';
import { formatDate } from '../../../domain/dates.ts';
import { fenToYuan } from '../../../domain/money.ts';

/**
 * Pure helpers of the Excel export: which fields become columns (Chinese headers from the
 * labels), and each value as a cell — enum labels not codes, money in yuan, local date times,
 * reference labels — with formula-trigger text escaped.
 */

/** A cell value the xlsx writer writes as is. */
export type Cell = string | number | null;

/** Text that a spreadsheet would read as a formula or a control: = + - @, tab, carriage return. */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/** Prefixes text that starts with a formula trigger with `'`, so Excel shows it as text. */
export const escapeCell = (text: string): string => (FORMULA_TRIGGER.test(text) ? `'${text}` : text);

/** The exported fields: every field the detail page shows (no id, version, write-only secrets or child-table filters). */
export const exportFieldsOf = (resource: ResourceDef): FieldDef[] =>
  resource.fields.filter((f) => f.ui?.show !== false && f.type !== 'id' && hasColumn(f));

/** Column headers in order. */
export const exportHeadersOf = (fields: readonly FieldDef[]): string[] => fields.map((f) => f.label);

function plain(field: FieldDef, value: unknown, record: Record<string, unknown>): Cell {
  if (value === undefined || value === null || value === '') return null;
  switch (field.type) {
    case 'enum':
      return field.options?.find((o) => String(o.value) === String(value))?.label ?? String(value);
    case 'money':
      return typeof value === 'number' ? fenToYuan(value) : null;
    case 'number':
      return typeof value === 'number' ? value : String(value);
    case 'boolean':
      return value ? '是' : '否';
    case 'datetime':
      return formatDate(String(value), 'datetime');
    case 'date':
      return formatDate(String(value), 'date');
    case 'reference': {
      const label = record[`${field.name}_label`];
      return label === undefined || label === null ? String(value) : String(label);
    }
    case 'tags':
      return Array.isArray(value) ? value.join('、') : String(value);
    case 'json':
    case 'file':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return String(value);
  }
}

/** One record as a row of cells, text escaped. */
export function exportRowOf(fields: readonly FieldDef[], record: Record<string, unknown>): Cell[] {
  return fields.map((f) => {
    const v = plain(f, record[f.name], record);
    return typeof v === 'string' ? escapeCell(v) : v;
  });
}

/** `备用机申请_20261122_1530.xlsx` in local time. */
export function exportFileName(title: string, at: Date): string {
  const stamp = formatDate(at, 'datetime').replace(/[-:]/g, '').replace(' ', '_').slice(0, 13);
  return `${title}_${stamp}.xlsx`;
}
