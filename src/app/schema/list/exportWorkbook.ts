import type { Cell } from './exportCells.ts';

/**
 * Builds the xlsx bytes with exceljs. This module is only ever imported dynamically (by
 * `runExport`), so exceljs stays out of the list page's chunk.
 */
export async function buildWorkbook(sheetName: string, headers: readonly string[], rows: readonly Cell[][]): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.created = new Date();
  const ws = wb.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.addRow([...headers]);
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow([...row]);
  ws.columns.forEach((col, i) => {
    const longest = Math.max(headers[i]?.length ?? 0, ...rows.slice(0, 200).map((r) => String(r[i] ?? '').length));
    col.width = Math.min(60, Math.max(8, longest * 1.6 + 2));
  });
  const buffer = await wb.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
