import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, type TestUser } from '../../helpers/testServer.ts';

/**
 * Issue 32, item 8: an export job and its file follow the rows it holds. The export of a list
 * scoped to its owner (我的站内信, 发件箱, 待处理工单, 我创建的工单: screens that declare `mine`) is
 * its owner's alone; any other export is for whoever may read every row of that list (the list's
 * own access and the records' read access). A job the caller may not read is 403 — before its
 * state (whether a file was kept) shows.
 */

let s: TestServer;
let xlsx: string;
const ids: Partial<Record<TestUser, number>> = {};

beforeAll(async () => {
  s = await createTestServer();
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('数据').addRow(['标题', '内容']);
  xlsx = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
  for (const u of ['superadmin', 'admin', 'staff', 'member'] as const) {
    ids[u] = (await s.db.selectFrom('admin').select('id').where('username', '=', u).executeTakeFirstOrThrow()).id;
  }
});
afterAll(() => s.close());

const job = (type: string, over: Record<string, unknown> = {}) => ({ type, filter: { q: '工资单' }, sort: '', rows: 2, file_name: `${type}_私人.xlsx`, file_base64: xlsx, ...over });

async function exportAs(as: TestUser, type: string, over: Record<string, unknown> = {}): Promise<number> {
  const res = await s.request('POST', '/export/jobs', { as, body: job(type, over) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Number(res.body.data.id);
}

const jobsSeen = async (as: TestUser, type: string): Promise<number[]> => {
  const res = await s.request('GET', `/export/jobs?type=${type}`, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.list.map((j) => Number(j.id));
};

const fileStatus = async (as: TestUser, id: number): Promise<number> => (await s.request('GET', `/export/jobs/${id}/file`, { as })).status;

describe('the export of a list scoped to its owner is its owner\'s alone', () => {
  for (const type of ['inbox', 'outbox', 'ticketPending', 'ticketMine']) {
    it(`${type}: others neither list the job nor download its file (403), the owner does`, async () => {
      const mine = await exportAs('staff', type);
      const bare = await exportAs('staff', type, { file_base64: undefined });
      expect(await jobsSeen('staff', type)).toEqual(expect.arrayContaining([mine, bare]));
      expect(await fileStatus('staff', mine)).toBe(200);
      for (const other of ['member', 'admin', 'superadmin'] as const) {
        const seen = await jobsSeen(other, type);
        expect(seen, `${other} lists ${type} jobs of staff`).not.toContain(mine);
        expect(seen).not.toContain(bare);
        expect(await fileStatus(other, mine), `${other} downloads staff's ${type} export`).toBe(403);
        // the guard answers before the job's state (no file kept) shows
        expect(await fileStatus(other, bare), `${other} learns that staff's ${type} export kept no file`).toBe(403);
      }
      const total = await s.request('GET', `/export/jobs?type=${type}`, { as: 'member' });
      expect(total.body.data.total).toBe(total.body.data.list.length);
    });
  }

  it('a refused download is logged as access.denied naming the job', async () => {
    const mine = await exportAs('staff', 'inbox');
    const denials = () => s.db.selectFrom('action_log').select(['after_json']).where('action', '=', 'access.denied').where('admin_id', '=', ids.member ?? 0).orderBy('id').execute();
    const before = (await denials()).length;
    expect(await fileStatus('member', mine)).toBe(403);
    const after = await denials();
    expect(after).toHaveLength(before + 1);
    expect(JSON.parse(String(after.at(-1)?.after_json))).toMatchObject({ type: 'inbox', id: mine });
  });
});

describe('any other export is for whoever may read every row of the list', () => {
  it('全部工单 needs the list\'s own right (list_workflow_bucket), not only the ticket right', async () => {
    const all = await exportAs('admin', 'ticket');
    const staffId = ids.staff ?? 0;
    await s.db.deleteFrom('admin_permission').where('admin_id', '=', staffId).where('action', '=', 'list_workflow_bucket').execute();
    try {
      expect((await s.request('GET', '/export/jobs?type=ticket', { as: 'staff' })).status).toBe(403);
      expect((await s.request('POST', '/export/jobs', { as: 'staff', body: job('ticket') })).status).toBe(403);
      expect(await fileStatus('staff', all)).toBe(403);
    } finally {
      await s.db.insertInto('admin_permission').values({ admin_id: staffId, action: 'list_workflow_bucket' }).execute();
    }
    expect(await fileStatus('staff', all)).toBe(200);
  });

  it('a shared list stays shared: staff and admin both read 普通维修 exports', async () => {
    const byStaff = await exportAs('staff', 'repair');
    expect(await jobsSeen('admin', 'repair')).toContain(byStaff);
    expect(await fileStatus('admin', byStaff)).toBe(200);
    expect(await fileStatus('member', byStaff)).toBe(403);
  });

  it('an unknown job is 404', async () => {
    expect(await fileStatus('staff', 999_999)).toBe(404);
  });
});
