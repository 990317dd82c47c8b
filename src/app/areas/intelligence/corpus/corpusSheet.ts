import type { FieldDef } from '../../../../../resources/define.ts';
import { aiCorpus } from '../../../../../resources/intelligence/corpus.ts';
import { checkField, isNullable } from '../../../../domain/fieldRules.ts';
import type { SheetCell, SheetRow } from '../../../shared/sheets/readSheet.ts';

/** The corpus import's call, and the most rows it takes (the server's limit). */
export const CORPUS_IMPORT_PATH = '/intelligence/corpus/import';
export const CORPUS_IMPORT_MAX_ROWS = 1000;

/** A row as the import call takes it. */
export interface CorpusImportRow {
  question: unknown;
  similar?: string[];
  answer: unknown;
  category?: string;
  enabled?: unknown;
}

/** A row of the sheet ready to send, with its row number in the sheet. */
export interface SheetCorpusRow {
  row: number;
  values: CorpusImportRow;
}

/** A row the import did not take: its row number in the sheet and why. */
export interface BadRow {
  row: number;
  reason: string;
}

const field = (name: string): FieldDef => {
  const f = aiCorpus.fields.find((x) => x.name === name);
  if (!f) throw new Error(`aiCorpus has no field ${name}`);
  return f;
};

/** The columns, in the export's order and under the export's headers (the declaration's labels). */
export const CORPUS_COLUMNS = [
  { key: 'question', field: field('question') },
  { key: 'similar', field: field('similar') },
  { key: 'answer', field: field('answer') },
  { key: 'category', field: field('category_id') },
  { key: 'enabled', field: field('enabled') },
] as const;

type ColumnKey = (typeof CORPUS_COLUMNS)[number]['key'];

/** The header row of the template: the export's column headers. */
export const corpusHeaders = (): string[] => CORPUS_COLUMNS.map((c) => c.field.label);

/** Similar questions in one cell: separated by 、 (as the list's export joins a tags value), ；/; or a new line. */
const SIMILAR_SEPARATORS = /[、；;\r\n]+/;

/** How the export writes 启用 (是/否), and the other ways people write it. */
const YES = new Set(['是', '启用', 'true', 'yes', 'y', '1']);
const NO = new Set(['否', '停用', '禁用', 'false', 'no', 'n', '0']);

/** Undoes the export's formula escape (`'=…` → `=…`, exportCells.ts `escapeCell`). */
const unescapeText = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

const textOf = (cell: SheetCell | undefined): string => (cell === null || cell === undefined ? '' : typeof cell === 'string' ? unescapeText(cell).trim() : String(cell));

function enabledOf(cell: SheetCell | undefined): unknown {
  if (cell === null || cell === undefined || cell === '') return undefined;
  if (typeof cell === 'boolean') return cell;
  const text = textOf(cell).toLowerCase();
  if (text === '') return undefined;
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return text;
}

/** The corpus fields a row fills, each checked by the declaration's own rule (the server checks the same). */
const CHECKED: readonly { key: keyof CorpusImportRow; field: FieldDef }[] = [
  { key: 'question', field: field('question') },
  { key: 'similar', field: field('similar') },
  { key: 'answer', field: field('answer') },
  { key: 'enabled', field: field('enabled') },
];

/** What the sheet holds for the import. */
export type SheetReading =
  | { ok: true; rows: SheetCorpusRow[]; bad: BadRow[] }
  | { ok: false; missing: string[] }
  | { ok: false; empty: true };

/**
 * The sheet's rows as import rows: the header row (the first row with any cell) names the columns
 * by the export's headers (问题, 相似问题, 答案, 分类, 启用; others, such as 命中次数, are
 * ignored); each row after it is checked by the declaration's rules (`checkField`), a bad one
 * named with its row number in the sheet and the first reason.
 */
export function readCorpusRows(sheet: readonly SheetRow[]): SheetReading {
  const [header, ...body] = sheet;
  if (!header) return { ok: false, empty: true };
  const at = new Map<ColumnKey, number>();
  header.cells.forEach((cell, i) => {
    const text = textOf(cell);
    const column = CORPUS_COLUMNS.find((c) => c.field.label === text);
    if (column && !at.has(column.key)) at.set(column.key, i);
  });
  const missing = CORPUS_COLUMNS.filter((c) => c.field.required && !at.has(c.key)).map((c) => c.field.label);
  if (missing.length > 0) return { ok: false, missing };
  const cell = (r: SheetRow, key: ColumnKey): SheetCell | undefined => {
    const i = at.get(key);
    return i === undefined ? undefined : r.cells[i];
  };
  const rows: SheetCorpusRow[] = [];
  const bad: BadRow[] = [];
  for (const r of body) {
    const similar = textOf(cell(r, 'similar')).split(SIMILAR_SEPARATORS).map((s) => s.trim()).filter(Boolean);
    const category = textOf(cell(r, 'category'));
    const enabled = enabledOf(cell(r, 'enabled'));
    const values: CorpusImportRow = {
      question: textOf(cell(r, 'question')),
      ...(similar.length > 0 ? { similar } : {}),
      answer: textOf(cell(r, 'answer')),
      ...(category ? { category } : {}),
      ...(enabled !== undefined ? { enabled } : {}),
    };
    const failed = CHECKED.map(({ key, field: f }) => checkField(f, values[key], isNullable(f))).find((c) => !c.ok);
    if (failed && !failed.ok) bad.push({ row: r.row, reason: failed.message });
    else rows.push({ row: r.row, values });
  }
  return { ok: true, rows, bad };
}

/** The most bytes one import call sends (the server takes JSON bodies up to 1 MiB). */
const BATCH_BYTES = 900 * 1024;

/** The rows split into calls of at most CORPUS_IMPORT_MAX_ROWS rows and BATCH_BYTES of JSON each. */
export function batchesOf(rows: readonly SheetCorpusRow[]): SheetCorpusRow[][] {
  const encoder = new TextEncoder();
  const batches: SheetCorpusRow[][] = [];
  let current: SheetCorpusRow[] = [];
  let bytes = 0;
  for (const r of rows) {
    const size = encoder.encode(JSON.stringify(r.values)).length + 1;
    if (current.length > 0 && (current.length >= CORPUS_IMPORT_MAX_ROWS || bytes + size > BATCH_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(r);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
