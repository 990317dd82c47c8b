import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAction } from '../../../resources/catalogs/actionVariants.ts';
import type { StockEffect } from '../../../resources/define.ts';
import { reservingStates, stockAfter, stockTargetOf, type StockLevel } from '../../../resources/needs/stock.ts';
import { checkField } from '../../../src/domain/fieldRules.ts';
import type { TestServer } from '../../helpers/testServer.ts';
import { eventsOf, recordsOf, seededServer, WALKED, type Event } from './seedWalk.ts';

/**
 * The demo data walked through the rules: every seeded record of every status machine is a state
 * the declared transitions reach, with what each action asks for, and the stock follows the
 * declared stock rules at every moment. Nothing here names a demo record.
 */

let s: TestServer;
beforeAll(async () => {
  s = await seededServer();
}, 60_000);
afterAll(() => s.close());

const statusEvents = (events: readonly Event[], id: number) => events.filter((e) => e.record_id === id && e.kind === 'status');

describe('the demo data, walked through the declared rules', () => {
  for (const r of WALKED) {
    const machine = r.status;
    if (!machine) continue;
    it(`${r.name}: every record reached its status by declared transitions, each with what its action asks for this record`, async () => {
      const records = await recordsOf(s.db, r);
      const events = await eventsOf(s.db, r);
      expect(records.length).toBeGreaterThan(0);
      const reached = new Set<string>();
      for (const rec of records) {
        const where = `${r.name} ${String(rec[r.titleField])}`;
        let state = machine.initial;
        const path = statusEvents(events, rec.id);
        for (const e of path) {
          const action = machine.actions.find((a) => a.name === e.action);
          expect(action, `${where}: ${String(e.action)} is declared`).toBeDefined();
          if (!action) continue;
          expect(action.from, `${where}: ${action.name} from ${state}`).toContain(state);
          expect(e.from_status, where).toBe(state);
          expect(e.to_status, where).toBe(action.to);
          const asked = resolveAction(action, rec).fields ?? [];
          const data = (e.data_json ? JSON.parse(e.data_json) : {}) as Record<string, unknown>;
          for (const key of Object.keys(data)) expect(asked.map((f) => f.name), `${where}: ${action.name} does not ask for ${key}`).toContain(key);
          for (const f of asked) {
            const value = f.name === 'remark' ? (e.content ?? undefined) : data[f.name];
            const checked = checkField(f, value, true);
            expect(checked.ok, `${where}: ${action.name} 「${f.label}」 ${JSON.stringify(value)} ${checked.ok ? '' : checked.message}`).toBe(true);
          }
          state = action.to;
        }
        expect(rec[machine.field], where).toBe(state);
        expect(rec.version, where).toBe(1 + path.length);
        reached.add(state);
      }
      expect(reached.size, `${r.name} shows several statuses`).toBeGreaterThanOrEqual(Math.min(5, new Set(machine.actions.map((a) => a.to)).size));
    });
  }

  it('stock: every declared stock move, replayed in time order from each item’s first level, is allowed by the rules and ends at the stored level', async () => {
    const items = await s.db.selectFrom('stock_item').select(['id', 'name', 'quantity', 'reserved']).execute();
    const moves: { at: string; stockId: number; units: number; effect: StockEffect; where: string }[] = [];
    for (const r of WALKED) {
      const records = new Map((await recordsOf(s.db, r)).map((x) => [x.id, x]));
      for (const e of await eventsOf(s.db, r)) {
        const action = r.status?.actions.find((a) => a.name === e.action && e.kind === 'status');
        const rec = records.get(e.record_id);
        if (!action?.stock || !rec) continue;
        moves.push({ at: e.created_at, ...stockTargetOf(action.stock, rec), effect: action.stock.effect, where: `${r.name} ${String(rec[r.titleField])} ${action.name}` });
      }
    }
    expect(moves.some((m) => m.effect === 'reserve')).toBe(true);
    expect(moves.some((m) => m.effect === 'consume')).toBe(true);
    moves.sort((a, b) => a.at.localeCompare(b.at));
    const levels = new Map<number, StockLevel>();
    for (const item of items) {
      const net = moves.filter((m) => m.stockId === item.id).reduce((n, m) => n + (m.effect === 'consume' ? -m.units : m.effect === 'restock' ? m.units : 0), 0);
      levels.set(item.id, { quantity: item.quantity - net, reserved: 0 });
    }
    for (const m of moves) {
      const level = levels.get(m.stockId);
      expect(level, m.where).toBeDefined();
      const next = level ? stockAfter(level, m.effect, m.units) : null;
      expect(next, `${m.at} ${m.where}: ${m.effect} ${m.units} at ${JSON.stringify(level)}`).not.toBeNull();
      if (next) levels.set(m.stockId, next);
    }
    for (const item of items) expect(levels.get(item.id), item.name).toEqual({ quantity: item.quantity, reserved: item.reserved });
  });

  it('stock: what is reserved is exactly what the records in reserving states hold, never more than on hand, so each of them can ship', async () => {
    const items = await s.db.selectFrom('stock_item').select(['id', 'name', 'quantity', 'reserved']).execute();
    const held = new Map<number, number>();
    let holders = 0;
    for (const r of WALKED) {
      const reserving = r.status?.actions.find((a) => a.stock?.effect === 'reserve')?.stock;
      if (!reserving) continue;
      for (const rec of await recordsOf(s.db, r)) {
        if (!reservingStates(r).has(String(rec[r.status?.field ?? 'status']))) continue;
        const { stockId, units } = stockTargetOf(reserving, rec);
        held.set(stockId, (held.get(stockId) ?? 0) + units);
        holders += 1;
      }
    }
    expect(holders).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.reserved, item.name).toBe(held.get(item.id) ?? 0);
      expect(item.reserved, item.name).toBeGreaterThanOrEqual(0);
      expect(item.reserved, item.name).toBeLessThanOrEqual(item.quantity);
    }
  });

  it('stock: each item’s history chains from one level to the next and ends at the stored level', async () => {
    const items = await s.db.selectFrom('stock_item').select(['id', 'name', 'quantity', 'reserved', 'version']).execute();
    const events = await s.db.selectFrom('stock_item_event').selectAll().orderBy('id').execute();
    for (const item of items) {
      const own = events.filter((e) => e.stock_item_id === item.id);
      expect(own[0]?.kind, item.name).toBe('create');
      const updates = own.filter((e) => e.kind === 'update');
      expect(item.version, item.name).toBe(1 + updates.length);
      type Changes = Partial<Record<keyof StockLevel, { from: number; to: number }>>;
      const changes = updates.map((e) => ({ reason: String(e.content), ...(JSON.parse(String(e.data_json)) as { changes: Changes }).changes }));
      const level: StockLevel = { quantity: item.quantity - changes.reduce((n, c) => n + (c.quantity ? c.quantity.to - c.quantity.from : 0), 0), reserved: 0 };
      for (const c of changes) {
        for (const key of ['quantity', 'reserved'] as const) {
          const change = c[key];
          if (!change) continue;
          expect(change.from, `${item.name} ${c.reason} ${key}`).toBe(level[key]);
          level[key] = change.to;
        }
        expect(level.reserved, `${item.name} ${c.reason}`).toBeGreaterThanOrEqual(0);
        expect(level.quantity, `${item.name} ${c.reason}`).toBeGreaterThanOrEqual(0);
      }
      expect(level, item.name).toEqual({ quantity: item.quantity, reserved: item.reserved });
    }
  });

  it('seeds the product models', async () => {
    const models = await s.request('GET', '/needs/production/warranty-rules', { as: 'staff' });
    expect(models.body.data.list.length).toBe(10);
  });
});
