import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';

/**
 * Issue 32, item 11: export jobs page as every list does (the engine's one paging parser):
 * a page or page size that is not a whole number in range is a 400 naming the parameter, never a
 * 500 (PostgreSQL refused an OFFSET of 2e21) nor a silent page 1.
 */

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const cases: { query: string; code: string }[] = [
  { query: 'page=99999999999999999999', code: '40000' },
  { query: 'page=abc', code: '40000' },
  { query: 'page=0', code: '40000' },
  { query: 'page=-1', code: '40000' },
  { query: 'page=1.5', code: '40000' },
  { query: 'pageSize=abc', code: '40000' },
  { query: 'pageSize=0', code: '40000' },
  { query: 'pageSize=101', code: '40005' },
];

describe('export jobs page as every list does', () => {
  for (const c of cases) {
    it(`${c.query} → 400 ${c.code}, as the repair list answers it`, async () => {
      const jobs = await s.request('GET', `/export/jobs?type=repair&${c.query}`, { as: 'staff' });
      const list = await s.request('GET', `/needs/manage-repairs?${c.query}`, { as: 'staff' });
      expect(list.status).toBe(400);
      expect(jobs.status, JSON.stringify(jobs.body)).toBe(400);
      expect(jobs.body).toEqual(list.body);
      expect(jobs.body.code).toBe(c.code);
    });
  }

  it('a page past the end is an empty page with the total', async () => {
    const res = await s.request('GET', '/export/jobs?type=repair&page=999999999&pageSize=100', { as: 'staff' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ list: [], total: 0 });
  });
});
