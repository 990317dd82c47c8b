import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';
import { validRepair } from '../repairFixtures.ts';
import { createStock, validExchange, validRequest } from './fixtures.ts';

/**
 * Record numbers (WX/BY/HH + day + a 4-digit sequence) taken by creates that run at the same
 * moment: each gets the next free number, none is refused. On PostgreSQL the creates run on
 * separate connections in overlapping transactions, where two would read the same last number
 * (SQLite's `begin immediate` runs them one after another).
 */

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const TWINS = 8;

async function createAtOnce(path: string, body: Record<string, unknown>, as: 'staff' | 'admin'): Promise<string[]> {
  const results = await Promise.all(Array.from({ length: TWINS }, () => s.request('POST', path, { as, body })));
  expect(results.map((r) => `${r.status} ${r.status === 200 ? '' : JSON.stringify(r.body)}`)).toEqual(Array(TWINS).fill('200 '));
  return results.map((r) => String(r.body.data.no)).sort();
}

const consecutive = (nos: string[]): number[] => nos.map((no) => Number(no.slice(-4)));

describe('record numbers under concurrent creates', () => {
  it(`${TWINS} repairs created at once get ${TWINS} consecutive numbers`, async () => {
    const nos = await createAtOnce('/needs/manage-repair', validRepair(), 'staff');
    expect(consecutive(nos)).toEqual(Array.from({ length: TWINS }, (_, i) => i + 1));
  });

  it(`${TWINS} requests and ${TWINS} exchanges created at once get distinct numbers`, async () => {
    const item = await createStock(s, { quantity: 50 });
    const [requests, exchanges] = await Promise.all([createAtOnce('/needs/manage-request', validRequest(item.id), 'staff'), createAtOnce('/needs/exchange', validExchange(item.id), 'admin')]);
    expect(consecutive(requests)).toEqual(Array.from({ length: TWINS }, (_, i) => i + 1));
    expect(consecutive(exchanges)).toEqual(Array.from({ length: TWINS }, (_, i) => i + 1));
  });
});
