import { describe, expect, it } from 'vitest';
import { REPAIR_STATUSES } from '../../resources/needs/repairs.ts';
import { REQUEST_STATUSES } from '../../resources/needs/requests.ts';
import { parseSerial } from '../../src/domain/serial.ts';
import { allPass, formatTable, row } from '../../bench/budgets.ts';
import { parseOptions, DEFAULT_OPTIONS } from '../../bench/generate.ts';
import { dailyNumbers, repairRows, requestRows } from '../../bench/rows.ts';
import { roundsOf } from '../../bench/rounds.ts';

const now = Date.parse('2026-11-22T00:00:00Z');
const ctx = { now, years: 3, operators: [2, 3] };
const stock = [{ id: 1, kind: 'backup' }, { id: 2, kind: 'accessory' }, { id: 3, kind: 'unit' }];

describe('bench row generator', () => {
  it('is deterministic for a seed and differs for another', () => {
    const a = [...repairRows(300, 1, ctx, [])];
    expect([...repairRows(300, 1, ctx, [])]).toEqual(a);
    expect([...repairRows(300, 2, ctx, [])]).not.toEqual(a);
  });

  it('writes repairs in the declared formats, in creation order, over about three years', () => {
    const rows = [...repairRows(5000, 1, ctx, [])];
    const statuses = new Set<string>(REPAIR_STATUSES.map((s) => s.value));
    for (const r of rows) {
      expect(r.no).toMatch(/^(WX|KX)\d{8}\d{4}$/);
      expect(String(r.no).startsWith(r.type === 3 ? 'KX' : 'WX')).toBe(true);
      expect([1, 3]).toContain(r.type);
      expect(statuses.has(String(r.status))).toBe(true);
      expect(parseSerial(r.serial).valid).toBe(true);
      expect(r.customer_phone).toMatch(/^1[35789]\d{9}$/);
      expect(String(r.customer_name)).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
      expect(String(r.updated_at) >= String(r.created_at)).toBe(true);
    }
    const created = rows.map((r) => String(r.created_at));
    expect([...created].sort()).toEqual(created);
    expect(Date.parse(created[0])).toBeLessThan(now - 2.9 * 365 * 86_400_000);
    expect(Date.parse(created[created.length - 1])).toBeGreaterThan(now - 3 * 86_400_000);
    expect(new Set(rows.map((r) => r.no)).size).toBe(rows.length);
    const share = (s: string) => rows.filter((r) => r.status === s).length / rows.length;
    expect(share('completed')).toBeGreaterThan(0.6);
    expect(share('pending')).toBeLessThan(0.05);
  });

  it('writes requests whose stock item matches the type and whose statuses are declared', () => {
    const rows = [...requestRows(3000, 1, { ...ctx, stock }, [])];
    const statuses = new Set<string>(REQUEST_STATUSES.map((s) => s.value));
    expect(rows.filter((r) => r.type === 2).length, 'accessory requests to check').toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.no).toMatch(r.type === 1 ? /^BY\d{12}$/ : /^PJ\d{12}$/);
      expect(r.stock_id).toBe(r.type === 1 ? 1 : 2);
      expect(statuses.has(String(r.status))).toBe(true);
      expect(r.credit_amount === null).toBe(r.status !== 'credited');
      if (r.type === 2) expect(r.status).not.toBe('returned');
    }
  });

  it('continues the daily numbers after those already in the database', () => {
    const next = dailyNumbers(['WX202611210007', 'WX202611210003', 'KX202611210001']);
    const at = Date.parse('2026-11-21T03:00:00Z');
    expect(next('WX', at)).toBe('WX202611210008');
    expect(next('KX', at)).toBe('KX202611210002');
    expect(next('WX', Date.parse('2026-11-22T03:00:00Z'))).toBe('WX202611220001');
  });

  it('reads the command-line options and refuses unknown ones', () => {
    expect(parseOptions(['--repairs', '20_000', '--requests', '6000'])).toEqual({ ...DEFAULT_OPTIONS, repairs: 20000, requests: 6000 });
    expect(() => parseOptions(['--rows', '5'])).toThrow(/unknown/);
    expect(() => parseOptions(['--repairs', '-1'])).toThrow(/whole number/);
  });
});

describe('bench chunk rounds', () => {
  const req = (name: string, sent: number, parser = false) => ({ url: `http://localhost/assets/${name}-AbCd1234.js`, sent, parser });
  it('counts bursts of JS requests separated by quiet time, up to the moment the rows showed', () => {
    const requests = [req('index', 1.0, true), req('vendor', 1.01, true), req('AppLayout', 2.0), req('SchemaListPage', 2.02), req('table', 2.03), req('TabBar', 3.0), req('late', 9.0)];
    expect(roundsOf(requests, 5, 50)).toEqual({ rounds: 3, chain: ['index +1', 'AppLayout +2', 'TabBar'] });
    expect(roundsOf(requests.slice(0, 5), 5, 50).rounds).toBe(2);
    expect(roundsOf([], 5, 50).rounds).toBe(0);
  });

  it("keeps everything the HTML asked for in round 1, however slowly it was parsed", () => {
    expect(roundsOf([req('index', 1.0, true), req('theme', 1.4, true), req('AppLayout', 2.0)], 5, 50).chain).toEqual(['index +1', 'AppLayout']);
  });
});

describe('bench budget table', () => {
  it('passes only when every row passed; an unmeasured row fails', () => {
    const ok = row('a', '≤ 1', '1', true);
    expect(allPass([ok])).toBe(true);
    expect(allPass([ok, row('b', '≤ 1', 'error', null)])).toBe(false);
    expect(allPass([ok, row('c', '≤ 1', '2', false)])).toBe(false);
    expect(formatTable([ok, row('b', '≤ 1', 'x | y', null)])).toBe('| budget | limit | measured | result |\n|---|---|---|---|\n| a | ≤ 1 | 1 | pass |\n| b | ≤ 1 | x \\| y | **n/a** |');
  });
});
