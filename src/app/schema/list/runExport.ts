import { defaultSortOf } from '../../../../resources/registry.ts';
import type { CrudFilter, CrudSort, DataProvider } from '@refinedev/core';
import { filtersToQuery } from '../../providers/mappers/filtersToQuery.ts';
import { sortersToQuery } from '../../providers/mappers/sortersToQuery.ts';
import { screenOf } from '../../providers/mappers/endpointPath.ts';
import { exportFieldsOf, exportFileName, exportHeadersOf, exportRowOf, type Cell } from './exportCells.ts';

/** Rows fetched per request (the API's largest page). */
export const EXPORT_PAGE_SIZE = 100;
/** Files up to this size are stored with the export record (the API takes 1 MiB bodies). */
export const MAX_STORED_FILE_BYTES = 700 * 1024;

export type ExportPhase = 'fetching' | 'building' | 'recording';

export interface ExportProgress {
  phase: ExportPhase;
  page: number;
  pages: number;
  total: number;
}

export interface ExportOptions {
  screen: string;
  provider: DataProvider;
  filters: CrudFilter[];
  sorters: CrudSort[];
  sheetName: string;
  onProgress: (p: ExportProgress) => void;
  signal: AbortSignal;
}

export interface ExportResult {
  rows: number;
  fileName: string;
  bytes: Uint8Array;
  /** The filter and sort as the list endpoint received them (what the export record keeps). */
  query: Record<string, string>;
  sort: string;
}

const aborted = (signal: AbortSignal): void => {
  if (signal.aborted) throw new DOMException('aborted', 'AbortError');
};

/**
 * Exports a screen's current filtered, sorted list: reads its pages one after another
 * (reporting progress), then builds the xlsx with the writer loaded on demand.
 */
export async function runExport(o: ExportOptions): Promise<ExportResult> {
  const { resource, screen } = screenOf(o.screen);
  const fields = exportFieldsOf(resource);
  const rows: Cell[][] = [];
  let total = 0;
  for (let page = 1; page === 1 || (page - 1) * EXPORT_PAGE_SIZE < total; page++) {
    aborted(o.signal);
    o.onProgress({ phase: 'fetching', page, pages: Math.max(1, Math.ceil(total / EXPORT_PAGE_SIZE)), total });
    const res = await o.provider.getList({ resource: o.screen, pagination: { currentPage: page, pageSize: EXPORT_PAGE_SIZE, mode: 'server' }, filters: o.filters, sorters: o.sorters, meta: { listFields: 'all' } });
    total = res.total;
    for (const record of res.data) rows.push(exportRowOf(fields, record));
    if (res.data.length < EXPORT_PAGE_SIZE) break;
  }
  aborted(o.signal);
  o.onProgress({ phase: 'building', page: 0, pages: 0, total: rows.length });
  const { buildWorkbook } = await import('./exportWorkbook.ts');
  const bytes = await buildWorkbook(o.sheetName, exportHeadersOf(fields), rows);
  aborted(o.signal);
  const query = { ...filtersToQuery(o.filters, resource.fields), ...Object.fromEntries(Object.entries(screen.fixed ?? {}).map(([k, v]) => [k, String(v)])) };
  return { rows: rows.length, fileName: exportFileName(screen.list.title, new Date()), bytes, query, sort: sortersToQuery(o.sorters, defaultSortOf(resource, screen)).sort ?? '' };
}

/** Bytes as base64 (in chunks, so large files do not overflow the call stack). */
export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** Saves bytes as a download in the browser. */
export function downloadBytes(bytes: Uint8Array, fileName: string): void {
  const blob = new Blob([new Uint8Array(bytes)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
