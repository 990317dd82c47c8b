import type { Cell } from './exportCells.ts';

/** One sheet of a workbook: its name, header row and rows of cells. */
export interface WorkbookSheet {
  name: string;
  headers: readonly string[];
  rows: readonly Cell[][];
}

/**
 * Builds the xlsx bytes with write-excel-file (a small writer over fflate; the browser only
 * writes, so exceljs's reader and its polyfills stay out of the app). Only ever imported
 * dynamically (by `runExport`), so the writer stays out of the list page's chunk. Cells are
 * written as given: text as text (formula triggers are already escaped by `escapeCell`), numbers
 * as numbers; the header row is bold and frozen.
 */
export async function buildWorkbook(sheetName: string, headers: readonly string[], rows: readonly Cell[][]): Promise<Uint8Array> {
  return buildWorkbookSheets([{ name: sheetName, headers, rows }]);
}

/** The same with several sheets, in order (an area's export of more than one table, e.g. conversations and their messages). */
export async function buildWorkbookSheets(sheets: readonly WorkbookSheet[]): Promise<Uint8Array> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const blob = await writeXlsxFile(
    sheets.map(({ name, headers, rows }) => {
      const header = headers.map((h) => ({ value: h, fontWeight: 'bold' as const }));
      const body = rows.map((row) => row.map((v) => (v === null ? null : { value: v })));
      const columns = headers.map((h, i) => {
        const longest = Math.max(h.length, ...rows.slice(0, 200).map((r) => String(r[i] ?? '').length));
        return { width: Math.min(60, Math.max(8, longest * 1.6 + 2)) };
      });
      return { data: [header, ...body], sheet: name, stickyRowsCount: 1, columns };
    }),
  ).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}
