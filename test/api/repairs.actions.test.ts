import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPAIR_STATUSES, repairs } from '../../resources/needs/repairs.ts';
import { transitionBlock } from '../../resources/registry.ts';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { ACTION_FIELDS, createRepair, setStatus } from './repairFixtures.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const statuses = REPAIR_STATUSES.map((o) => o.value);

describe('the transition table, every action × every status', () => {
  for (const action of repairs.status.actions) {
    for (const status of statuses) {
      const allowed = (action.from as readonly string[]).includes(status);
      it(`${action.name} from ${status} → ${allowed ? 200 : 409}`, async () => {
        const rec = await createRepair(s);
        const version = await setStatus(s, rec.id, status);
        const before = (await s.request('GET', `/needs/manage-repair/${rec.id}`, { as: 'staff' })).body.data;
        const res = await s.request('PUT', `/needs/manage-repair/${rec.id}/status`, { as: 'staff', body: { action: action.name, version, ...ACTION_FIELDS[action.name] } });
        const after = (await s.request('GET', `/needs/manage-repair/${rec.id}`, { as: 'staff' })).body.data;
        if (allowed) {
          expect(res.status).toBe(200);
          expect(res.body.data).toMatchObject({ status: action.to, version: version + 1 });
          expect(after).toEqual(res.body.data);
          for (const [k, v] of Object.entries(ACTION_FIELDS[action.name])) if (k !== 'remark') expect(after[k]).toEqual(v);
        } else {
          expect(res.status).toBe(409);
          expect(res.body).toEqual({ code: '40901', message: transitionBlock(repairs, action, status), data: null });
          expect(after).toEqual(before);
        }
      });
    }
  }
});

describe('action input', () => {
  it('unknown action → 400 UNKNOWN_ACTION', async () => {
    const rec = await createRepair(s);
    const res = await s.request('PUT', `/needs/manage-repair/${rec.id}/status`, { as: 'staff', body: { action: 'explode', version: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('40009');
  });

  it('missing required action fields, stale or missing version are refused', async () => {
    const rec = await createRepair(s);
    const noRemark = await s.request('PUT', `/needs/manage-repair/${rec.id}/status`, { as: 'staff', body: { action: 'cancel', version: 1 } });
    expect(noRemark.status).toBe(400);
    expect(noRemark.body.message).toContain('「取消原因」不能为空');
    const stale = await s.request('PUT', `/needs/manage-repair/${rec.id}/status`, { as: 'staff', body: { action: 'receive', version: 5 } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('40900');
    const none = await s.request('PUT', `/needs/manage-repair/${rec.id}/status`, { as: 'staff', body: { action: 'receive' } });
    expect(none.body.code).toBe('40008');
    const extra = await s.request('PUT', `/needs/manage-repair/${rec.id}/status`, { as: 'staff', body: { action: 'receive', version: 1, status: 'completed' } });
    expect(extra.status).toBe(400);
    expect((await s.request('GET', `/needs/manage-repair/${rec.id}`, { as: 'staff' })).body.data.status).toBe('pending');
  });

  it('says an action is not allowed from this state before it asks for the action\'s fields', async () => {
    const rec = await createRepair(s);
    const res = await s.request('PUT', `/needs/manage-repair/${rec.id}/status`, { as: 'staff', body: { action: 'ship', version: 1 } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('当前状态「待受理」不能寄回设备');
  });

  it('keeps the remark as the event text and non-record fields out of the record', async () => {
    const rec = await createRepair(s);
    await s.request('PUT', `/needs/manage-repair/${rec.id}/status`, { as: 'staff', body: { action: 'cancel', version: 1, remark: '客户改为购买新机' } });
    const list = (await s.request('GET', `/needs/manage-repair/${rec.id}/status`, { as: 'staff' })).body.data.list;
    expect(list[1]).toMatchObject({ kind: 'status', action: 'cancel', content: '客户改为购买新机', from_status: 'pending', to_status: 'cancelled' });
  });

  it('two concurrent identical actions apply exactly once', async () => {
    const rec = await createRepair(s);
    const body = { action: 'receive', version: 1, express_in: 'SF1' };
    const results = await Promise.all(Array.from({ length: 5 }, () => s.request('PUT', `/needs/manage-repair/${rec.id}/status`, { as: 'staff', body })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const events = await s.db.selectFrom('repair_event').selectAll().where('repair_id', '=', rec.id).where('kind', '=', 'status').execute();
    expect(events).toHaveLength(1);
  });
});

describe('fields that depend on the service mode (确认收件)', () => {
  const receive = (id: number, body: Record<string, unknown>) => s.request('PUT', `/needs/manage-repair/${id}/status`, { as: 'staff', body: { action: 'receive', version: 1, ...body } });

  it('a walk-in (到店) or on-site repair is received without a courier number', async () => {
    for (const mode of ['store', 'onsite']) {
      const rec = await createRepair(s, { service_mode: mode });
      const res = await receive(rec.id, { remark: '客户到店交机' });
      expect(res.status, mode).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'received', express_in: null, version: 2 });
    }
  });

  it('a walk-in repair is not given a courier number: 400 naming the field, nothing changes', async () => {
    const rec = await createRepair(s, { service_mode: 'store' });
    const res = await receive(rec.id, { express_in: 'SF1234567890' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: '40003', message: '该记录的「确认收件」不需要填写「寄入快递单号」', data: null });
    expect((await s.request('GET', `/needs/manage-repair/${rec.id}`, { as: 'staff' })).body.data).toMatchObject({ status: 'pending', version: 1, express_in: null });
  });

  it('a mail-in repair still takes and validates its courier number', async () => {
    const rec = await createRepair(s, { service_mode: 'mail' });
    const long = await receive(rec.id, { express_in: 'SF'.padEnd(41, '1') });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('「寄入快递单号」不能超过 40 个字');
    const res = await receive(rec.id, { express_in: 'SF1234567890' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'received', express_in: 'SF1234567890' });
  });
});
