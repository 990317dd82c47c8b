import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairs } from '../../resources/needs/repairs.ts';
import { createCmsDataProvider } from '../../src/app/providers/dataProvider.ts';
import { exportFieldsOf, exportHeadersOf } from '../../src/app/schema/list/exportCells.ts';
import { runExport } from '../../src/app/schema/list/runExport.ts';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';

/**
 * The client's export (runExport + the data provider) against the real server: list rows are
 * narrowed by default, so the export asks for `fields=all` and still writes every column.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seed: true });
});
afterAll(() => server.close());

type Repair = Record<string, unknown> & { id: number; no: string; fault: string };

async function cellsOf(bytes: Uint8Array): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

describe('export with narrowed list rows', () => {
  it('the export still writes every column, with values that are not list columns', { timeout: 60000 }, async () => {
    const { auth } = await server.login('admin');
    const seen: string[] = [];
    const provider = createCmsDataProvider({
      apiUrl: 'http://localhost/api/cms',
      getAuthHeader: () => auth,
      fetch: async (input, init) => {
        seen.push(String(input));
        return server.app.fetch(new Request(input, init));
      },
    });
    const result = await runExport({ screen: 'repair', provider, filters: [], sorters: [], sheetName: '普通维修', onProgress: () => undefined, signal: new AbortController().signal });
    expect(seen.length, 'the export fetched pages').toBeGreaterThan(0);
    expect(seen.every((url) => new URL(url).searchParams.get('fields') === 'all')).toBe(true);
    const cells = await cellsOf(result.bytes);
    const fields = exportFieldsOf(repairs);
    expect(cells[0]).toEqual(exportHeadersOf(fields));
    expect(cells[0]).toContain('故障描述');
    const first = (await server.request('GET', '/needs/manage-repairs?type=1&pageSize=1', { as: 'admin' })).body as unknown as { data: { list: Repair[]; total: number } };
    expect(result.rows).toBe(first.data.total);
    expect(first.data.list[0]).not.toHaveProperty('fault');
    const record = ((await server.request('GET', `/needs/manage-repair/${first.data.list[0].id}`, { as: 'admin' })).body as unknown as { data: Repair }).data;
    const row = cells.find((r) => r[fields.findIndex((f) => f.name === 'no')] === record.no);
    expect(row?.[fields.findIndex((f) => f.name === 'fault')]).toBe(record.fault);
  });

});
