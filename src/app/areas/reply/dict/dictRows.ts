import type { FieldDef } from '../../../../../resources/define.ts';
import { DICT_WORDS_MAX, replyDictWords } from '../../../../../resources/reply/dictionaries.ts';
import { checkField } from '../../../../domain/fieldRules.ts';
import { interpolate, type TextParams } from '../../../locales/text.ts';
import type { SheetCell, SheetRow } from '../../../shared/sheets/readSheet.ts';
import { dictTexts } from './dictTexts.ts';

/** The words of a dictionary, and its import (resources/reply/dictionaries.ts, endpoints.ts). */
export const DICT_WORD_PATH = replyDictWords.endpoints.list!.path;
export const dictImportPath = (dictId: number): string => `/reply/dict/${dictId}/import`;

/** The most rows one import takes (the server's limit, a dictionary's most words). */
export const DICT_IMPORT_MAX_ROWS = DICT_WORDS_MAX;

/** A word as the list answers it. */
export interface DictWord {
  id: number;
  word: string;
  standard: string;
  version: number;
}

/** A row of an import ready to send, with its row (or line) number. */
export interface DictRow {
  row: number;
  word: string;
  standard: string;
}

/** A row the import did not take: its number and why. */
export interface BadRow {
  row: number;
  reason: string;
}

/** The rows of an import: the ones to send and the ones refused here. */
export interface DictRows {
  rows: DictRow[];
  bad: BadRow[];
}

type LineKey = Extract<keyof typeof dictTexts.zh, `reply.dict.line.${string}`>;

/** Words a row check names its reasons with: the page's `t`, zh-CN by default. */
export type RowSay = (key: LineKey, params?: TextParams) => string;

const zhSay: RowSay = (key, params) => interpolate(dictTexts.zh[key], params);

const fieldOf = (name: string): FieldDef => {
  const f = replyDictWords.fields.find((x) => x.name === name);
  if (!f) throw new Error(`replyDictWords has no field ${name}`);
  return f;
};

/** The two columns, under the declaration's labels (词语, 标准词): the export's headers and the import's. */
export const DICT_COLUMNS = [fieldOf('word'), fieldOf('standard')] as const;
export const dictHeaders = (): string[] => DICT_COLUMNS.map((f) => f.label);

/** Checks the rows as the server will (the declaration's field rules), and names a word the import has twice. */
function checkRows(candidates: readonly DictRow[], formatBad: readonly BadRow[], say: RowSay): DictRows {
  const rows: DictRow[] = [];
  const bad: BadRow[] = [...formatBad];
  const first = new Map<string, number>();
  for (const c of candidates) {
    const failed = DICT_COLUMNS.map((f) => checkField(f, f.name === 'word' ? c.word : c.standard, false)).find((r) => !r.ok);
    if (failed && !failed.ok) {
      bad.push({ row: c.row, reason: failed.message });
      continue;
    }
    const before = first.get(c.word);
    if (before !== undefined) {
      bad.push({ row: c.row, reason: say('reply.dict.line.duplicate', { word: c.word, first: before }) });
      continue;
    }
    first.set(c.word, c.row);
    rows.push(c);
  }
  bad.sort((a, b) => a.row - b.row);
  return { rows, bad };
}

/** What separates a word from its standard word on a pasted line: →, ->, a comma (either width) or a tab. */
const SEPARATOR = /→|->|,|，|\t/;

/**
 * Pasted lines, one word a line: `词语→标准词` or `词语,标准词` (also `->`, `，` and a tab, as a
 * sheet's two cells paste). Blank lines are skipped; lines are numbered as the text has them.
 */
export function parseDictLines(text: string, say: RowSay = zhSay): DictRows {
  const candidates: DictRow[] = [];
  const bad: BadRow[] = [];
  text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    const parts = line.split(SEPARATOR);
    if (parts.length !== 2) bad.push({ row: i + 1, reason: say('reply.dict.line.format') });
    else candidates.push({ row: i + 1, word: parts[0]!.trim(), standard: parts[1]!.trim() });
  });
  return checkRows(candidates, bad, say);
}

/** Undoes the export's formula escape (`'=…` → `=…`). */
const unescapeText = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);
const textOf = (cell: SheetCell | undefined): string => (cell === null || cell === undefined ? '' : typeof cell === 'string' ? unescapeText(cell).trim() : String(cell));

/** A sheet's reading: its rows, or the header columns it lacks. */
export type SheetReading = ({ ok: true } & DictRows) | { ok: false; missing: string[] };

/**
 * A sheet's rows (the export's own layout): the first row is the header and names the columns 词语
 * and 标准词 (others are ignored); each row after it is a word, named by its row in the sheet.
 */
export function readDictSheet(sheet: readonly SheetRow[], say: RowSay = zhSay): SheetReading {
  const [header, ...body] = sheet;
  const at = DICT_COLUMNS.map((f) => header?.cells.findIndex((c) => textOf(c) === f.label) ?? -1);
  const missing = DICT_COLUMNS.filter((_, i) => at[i]! < 0).map((f) => f.label);
  if (missing.length > 0) return { ok: false, missing };
  const candidates = body.map((r) => ({ row: r.row, word: textOf(r.cells[at[0]!]), standard: textOf(r.cells[at[1]!]) }));
  return { ok: true, ...checkRows(candidates, [], say) };
}
