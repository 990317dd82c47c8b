import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findScreen } from '../../resources/registry.ts';
import { numberingOf, RECORD_NUMBERINGS, splitRecordNumbers } from '../../resources/recordNumbers.ts';
import { createTestServer, type TestServer, type TestUser } from '../helpers/testServer.ts';
import { createExchange, createRequest, createStock } from './needs/fixtures.ts';
import { createRepair } from './repairFixtures.ts';
import { createTicket, createType } from './workflow/fixtures.ts';

/**
 * Issue 32, item 6: the numbers written in messages and notifications lead to their records.
 * `GET /admin/message/refs?no=…` answers the records the caller may open (the detail route's
 * access, the one rule) and leaves out the rest — an unknown number and a record the caller may
 * not open look the same. Every kind of record the server numbers is found by the declared
 * numbering (resources/recordNumbers.ts), on the screen its detail page belongs to.
 */

let s: TestServer;
const made: Record<string, { id: number; no: string; type?: number }> = {};

beforeAll(async () => {
  s = await createTestServer();
  const ordinary = await createRepair(s, { type: 1 });
  const quick = await createRepair(s, { type: 3 });
  const backupStock = await createStock(s, { kind: 'backup' });
  const partStock = await createStock(s, { kind: 'accessory', name: '场镜' });
  const unitStock = await createStock(s, { kind: 'unit', name: 'M2 Ultra 整机' });
  const backup = await createRequest(s, backupStock.id, { type: 1 });
  const part = await createRequest(s, partStock.id, { type: 2 });
  const exchange = await createExchange(s, unitStock.id);
  const type = await createType(s);
  const ticket = await createTicket(s, type.id);
  for (const [screen, r] of Object.entries({ repair: ordinary, quickrp: quick, backup, accessory: part, exchange, ticket })) made[screen] = { id: r.id, no: String(r.no), type: r.type as number | undefined };
});
afterAll(() => s.close());

const refs = (as: TestUser, numbers: readonly string[]) => s.request('GET', `/admin/message/refs?no=${numbers.map(encodeURIComponent).join(',')}`, { as });

describe('the declared numbering', () => {
  it('names every number the server gives a new record, on the screen of that record', () => {
    for (const [screen, r] of Object.entries(made)) {
      const numbering = numberingOf(r.no);
      expect(numbering, `${screen}: ${r.no}`).toMatchObject({ screen });
      const fixed = findScreen(screen)?.screen.fixed ?? {};
      for (const [k, v] of Object.entries(fixed)) if (k === 'type') expect(r.type, `${r.no} on ${screen}`).toBe(v);
    }
    expect(new Set(Object.values(made).map((r) => numberingOf(r.no)?.prefix))).toEqual(new Set(RECORD_NUMBERINGS.map((n) => n.prefix)));
  });

  it('finds numbers inside Chinese text, not inside longer words or numbers', () => {
    const no = made.ticket.no;
    expect(splitRecordNumbers(`工单 ${no} 已转派给您`).filter((p) => p.no).map((p) => p.no)).toEqual([no]);
    expect(splitRecordNumbers(`维修单${made.repair.no}（F1）`).filter((p) => p.no).map((p) => p.no)).toEqual([made.repair.no]);
    expect(splitRecordNumbers(`X${no}`).some((p) => p.no)).toBe(false);
    expect(splitRecordNumbers(`${no}5`).some((p) => p.no)).toBe(false);
    expect(splitRecordNumbers('WX20261002').some((p) => p.no)).toBe(false);
    expect(splitRecordNumbers(`a${no}b`).map((p) => p.text).join('')).toBe(`a${no}b`);
  });
});

describe('GET /admin/message/refs', () => {
  it('answers every kind for the super admin, with the detail screen and id', async () => {
    const res = await refs('superadmin', Object.values(made).map((r) => r.no));
    expect(res.status).toBe(200);
    const answered = (res.body.data as unknown as { no: string; screen: string; id: number }[]).map((r) => [r.no, r.screen, r.id]);
    expect(new Set(answered.map((a) => JSON.stringify(a)))).toEqual(new Set(Object.entries(made).map(([screen, r]) => JSON.stringify([r.no, screen, r.id]))));
  });

  it('leaves out what the caller may not open: staff gets no exchange (库存), a member nothing', async () => {
    const all = Object.values(made).map((r) => r.no);
    const staff = (await refs('staff', all)).body.data as unknown as { no: string }[];
    expect(staff.map((r) => r.no).sort()).toEqual([made.repair.no, made.quickrp.no, made.backup.no, made.accessory.no, made.ticket.no].sort());
    const member = await refs('member', all);
    expect(member.status).toBe(200);
    expect(member.body.data).toEqual([]);
  });

  it('answers an unknown number as it answers a forbidden one: left out', async () => {
    const unknown = `GD${'2'.repeat(12)}`;
    const res = await refs('superadmin', [unknown, made.ticket.no]);
    expect((res.body.data as unknown as { no: string }[]).map((r) => r.no)).toEqual([made.ticket.no]);
  });

  it('refuses a call without numbers, with a malformed one, or with more than 50 (400 in Chinese)', async () => {
    expect((await s.request('GET', '/admin/message/refs', { as: 'staff' })).status).toBe(400);
    const bad = await refs('staff', ['WX20261002']);
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toContain('不是单号');
    const many = Array.from({ length: 51 }, (_, i) => `WX20261124${String(i).padStart(4, '0')}`);
    const tooMany = await refs('staff', many);
    expect(tooMany.status).toBe(400);
    expect(String(tooMany.body.message)).toContain('最多');
    expect((await s.request('GET', `/admin/message/refs?no=${made.ticket.no}`, { as: null })).status).toBe(401);
  });
});
