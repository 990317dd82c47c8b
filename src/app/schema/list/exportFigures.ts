import type { Cell } from './exportCells.ts';

/**
 * A figures page's 导出 (问题汇总, 通知统计): builds the sheet from the rows `table` gives and
 * downloads it as `<title>_<yyyymmdd_hhmm>.xlsx`. The writer, the rows' code and the download
 * load on the click, not with the page.
 */
export async function exportFigures(sheet: string, fileTitle: string, table: () => Promise<{ headers: readonly string[]; rows: readonly Cell[][] }>): Promise<void> {
  const [{ buildWorkbook }, { downloadBytes }, { exportFileName }, { headers, rows }] = await Promise.all([
    import('./exportWorkbook.ts'),
    import('./runExport.ts'),
    import('./exportCells.ts'),
    table(),
  ]);
  downloadBytes(await buildWorkbook(sheet, headers, rows), exportFileName(fileTitle, new Date()));
}
