import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrateToLatest } from '../../../src/server/db/migrate.ts';
import { openEmptyTestDatabase } from '../../helpers/emptyTestDatabase.ts';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';
import { createExchange, createRequest, createStock, stockQuantity, stockReserved } from './fixtures.ts';

/** Approval reserves available stock (on hand − reserved); the reservation follows the record until it ships or ends. */

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const act = (id: number, action: string, version: number, extra: Record<string, unknown> = {}) =>
  s.request('PUT', `/needs/manage-request/${id}/status`, { as: 'staff', body: { action, version, ...extra } });
const level = async (id: number) => ({ quantity: await stockQuantity(s, id), reserved: await stockReserved(s, id) });

describe('stock reservations', () => {
  it('two concurrent approvals for the last unit: one reserves it, the other gets 409 库存不足', async () => {
    const item = await createStock(s, { name: 'UV-5 备用机', quantity: 1 });
    const a = await createRequest(s, item.id);
    const b = await createRequest(s, item.id);
    const results = await Promise.all([act(a.id, 'approve', a.version), act(b.id, 'approve', b.version)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body).toEqual({ code: '40903', message: '库存不足：「UV-5 备用机」可用仅剩 0（库存 1，已预留 1），需要 1', data: null });
    expect(await level(item.id)).toEqual({ quantity: 1, reserved: 1 });
    const winner = results.findIndex((r) => r.status === 200);
    const shipped = await act([a, b][winner].id, 'ship', Number(results[winner].body.data.version), { express_out: 'SF1' });
    expect(shipped.status).toBe(200);
    expect(await level(item.id)).toEqual({ quantity: 0, reserved: 0 });
  });

  it('cancelling an approved request releases its reservation for the next approval', async () => {
    const item = await createStock(s, { quantity: 2 });
    const a = await createRequest(s, item.id, { quantity: 2 });
    const b = await createRequest(s, item.id);
    const approved = await act(a.id, 'approve', a.version);
    expect((await act(b.id, 'approve', b.version)).status).toBe(409);
    expect((await act(a.id, 'cancel', Number(approved.body.data.version), { remark: '客户已自行解决' })).status).toBe(200);
    expect(await level(item.id)).toEqual({ quantity: 2, reserved: 0 });
    expect((await act(b.id, 'approve', b.version)).status).toBe(200);
    expect(await level(item.id)).toEqual({ quantity: 2, reserved: 1 });
  });

  it('editing an approved request’s item or quantity moves its reservation (409 when short); deleting it releases', async () => {
    const first = await createStock(s, { quantity: 3 });
    const second = await createStock(s, { quantity: 1 });
    const rec = await createRequest(s, first.id);
    let version = Number((await act(rec.id, 'approve', rec.version)).body.data.version);
    const more = await s.request('PUT', `/needs/manage-request/${rec.id}`, { as: 'staff', body: { version, quantity: 3 } });
    expect(more.status).toBe(200);
    version = Number(more.body.data.version);
    expect(await level(first.id)).toEqual({ quantity: 3, reserved: 3 });
    const tooMany = await s.request('PUT', `/needs/manage-request/${rec.id}`, { as: 'staff', body: { version, quantity: 4 } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe('40903');
    expect(await level(first.id)).toEqual({ quantity: 3, reserved: 3 });
    const moved = await s.request('PUT', `/needs/manage-request/${rec.id}`, { as: 'staff', body: { version, stock_id: second.id, quantity: 1 } });
    expect(moved.status).toBe(200);
    expect(await level(first.id)).toEqual({ quantity: 3, reserved: 0 });
    expect(await level(second.id)).toEqual({ quantity: 1, reserved: 1 });
    expect((await s.request('DELETE', `/needs/request/${rec.id}?version=${String(moved.body.data.version)}`, { as: 'admin' })).status).toBe(200);
    expect(await level(second.id)).toEqual({ quantity: 1, reserved: 0 });
  });

  it('a stock count cannot drop below what is reserved, and an item with reservations cannot be deleted', async () => {
    const item = await createStock(s, { name: 'F160 场镜', kind: 'accessory', quantity: 5 });
    const rec = await createRequest(s, item.id, { type: 2, quantity: 3 });
    await act(rec.id, 'approve', rec.version);
    const version = (await s.db.selectFrom('stock_item').select('version').where('id', '=', item.id).executeTakeFirstOrThrow()).version;
    const low = await s.request('PUT', `/needs/stock/item/${item.id}`, { as: 'admin', body: { version, quantity: 2 } });
    expect(low.status).toBe(409);
    expect(low.body).toEqual({ code: '40903', message: '库存不足：「F160 场镜」已预留 3，库存数量不能少于 3', data: null });
    expect((await s.request('PUT', `/needs/stock/item/${item.id}`, { as: 'admin', body: { version, quantity: 3 } })).status).toBe(200);
    const del = await s.request('DELETE', `/needs/stock/item/${item.id}?version=${version + 1}`, { as: 'admin' });
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('「F160 场镜」还有 3 件被预留，不能删除');
    const shown = await s.request('GET', `/needs/stock/item/${item.id}`, { as: 'admin' });
    expect(shown.body.data).toMatchObject({ quantity: 3, reserved: 3 });
    expect((await s.request('PUT', `/needs/stock/item/${item.id}`, { as: 'admin', body: { version: version + 1, reserved: 0 } })).status).toBe(400);
  });

  it('an exchange reserves one unit on approval, like a request', async () => {
    const item = await createStock(s, { kind: 'unit', quantity: 1 });
    const x = await createExchange(s, item.id);
    const res = await s.request('PUT', `/needs/exchange/${x.id}/status`, { as: 'admin', body: { action: 'approve', version: x.version } });
    expect(res.status).toBe(200);
    expect(await level(item.id)).toEqual({ quantity: 1, reserved: 1 });
    const req = await createRequest(s, item.id);
    expect((await act(req.id, 'approve', req.version)).body.code).toBe('40903');
  });
});

describe('the 2026_11_24_0008_stock_reservation migration', () => {
  it('backfills what approved requests and exchanges hold at upgrade time', async () => {
    const empty = await openEmptyTestDatabase();
    const db = empty.db;
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: loadMigrations } });
      const { error } = await migrator.migrateTo('2026_11_22_0006_speed');
      expect(error).toBeUndefined();
      const iso = '2026-11-20T00:00:00.000Z';
      const stamps = { created_at: iso, updated_at: iso };
      const item = (name: string, sku: string) => db.insertInto('stock_item').values({ name, sku, kind: 'backup', quantity: 5, warn_level: 1, model: null, location: null, remark: null, created_by: null, ...stamps }).returning('id').executeTakeFirstOrThrow();
      const a = await item('A', 'SKU-A');
      const b = await item('B', 'SKU-B');
      const customer = { customer_name: '陈志强', customer_phone: '13812345678', customer_company: null, address: null };
      const request = (no: string, stock_id: number, status: string, quantity: number) => db.insertInto('request').values({ no, type: 1, status, serial: 'SUP01AB2401', model: null, stock_id, quantity, ...customer, repair_no: null, reason: '演示', deposit: 0, credit_amount: null, express_out: null, express_back: null, created_by: null, ...stamps }).execute();
      await request('BY202611200001', a.id, 'approved', 2);
      await request('BY202611200002', a.id, 'approved', 1);
      await request('BY202611200003', a.id, 'sent', 1);
      await request('BY202611200004', b.id, 'pending', 1);
      await db.insertInto('exchange').values({ no: 'HH202611200001', status: 'approved', old_serial: 'SUP01AB2401', new_serial: null, model: null, stock_id: b.id, ...customer, reason: '演示', express_out: null, express_back: null, created_by: null, ...stamps }).execute();
      await migrateToLatest(db);
      const rows = await db.selectFrom('stock_item').select(['sku', 'reserved']).orderBy('sku').execute();
      expect(rows).toEqual([{ sku: 'SKU-A', reserved: 3 }, { sku: 'SKU-B', reserved: 1 }]);
    } finally {
      await empty.close();
    }
  });
});
