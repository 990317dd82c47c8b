import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';

let s: TestServer;
let xlsx: string;
beforeAll(async () => {
  s = await createTestServer();
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('数据').addRow(['申请单号', '状态']);
  xlsx = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
});
afterAll(() => s.close());

const job = (over: Record<string, unknown> = {}) => ({ type: 'backup', filter: { type: '1', status: 'pending' }, sort: '-created_at', rows: 12, file_name: '备用机申请_20261122_1200.xlsx', file_base64: xlsx, ...over });

describe('export jobs', () => {
  it('records who, when, filter, sort, rows and the file; lists them newest first; serves the file', async () => {
    const created = await s.request('POST', '/export/jobs', { as: 'staff', body: job() });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ type: 'backup', operator_name: '李晓燕', filter: { type: '1', status: 'pending' }, sort: '-created_at', rows: 12, has_file: true, created_at: new Date(s.clock.now()).toISOString() });
    s.clock.advance(1000);
    await s.request('POST', '/export/jobs', { as: 'admin', body: job({ rows: 3, file_base64: undefined }) });
    const list = await s.request('GET', '/export/jobs?type=backup', { as: 'staff' });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((j) => [j.rows, j.has_file])).toEqual([[3, false], [12, true]]);
    const file = await s.app.request(`/api/cms/export/jobs/${Number(created.body.data.id)}/file`, { headers: { authorization: (await s.login('staff')).auth } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent('备用机申请_20261122_1200.xlsx'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await file.arrayBuffer());
    expect(wb.worksheets[0].getRow(1).values).toEqual([undefined, '申请单号', '状态']);
    const log = await s.db.selectFrom('action_log').select('action').where('action', '=', 'export.create').execute();
    expect(log).toHaveLength(2);
  });

  it('takes the access of the exported list: staff may not export or read 机型配置 exports', async () => {
    expect((await s.request('POST', '/export/jobs', { as: 'staff', body: job({ type: 'production' }) })).status).toBe(403);
    expect((await s.request('GET', '/export/jobs?type=production', { as: 'staff' })).status).toBe(403);
    const admin = await s.request('POST', '/export/jobs', { as: 'admin', body: job({ type: 'production' }) });
    expect(admin.status).toBe(200);
    expect((await s.request('GET', `/export/jobs/${Number(admin.body.data.id)}/file`, { as: 'staff' })).status).toBe(403);
    expect((await s.request('GET', '/export/jobs?type=backup', { as: 'member' })).status).toBe(403);
    expect((await s.request('GET', '/export/jobs?type=backup')).status).toBe(401);
  });

  it('answers bad input with 4xx in Chinese', async () => {
    const bad = async (body: Record<string, unknown>) => (await s.request('POST', '/export/jobs', { as: 'staff', body })).body;
    expect((await bad(job({ type: 'nope' }))).message).toBe('「导出类型」不正确');
    expect((await bad(job({ rows: -1 }))).message).toBe('「行数」必须是非负整数');
    expect((await bad(job({ file_name: '../x.xlsx' }))).message).toBe('「文件名」格式不正确');
    expect((await bad(job({ file_base64: Buffer.from('not a zip').toString('base64') }))).message).toBe('「导出文件」不是 Excel 文件');
    expect((await bad(job({ extra: 1 }))).code).toBe('40003');
    expect((await s.request('GET', '/export/jobs', { as: 'staff' })).status).toBe(400);
    expect((await s.request('GET', '/export/jobs/999/file', { as: 'staff' })).status).toBe(404);
  });
});
