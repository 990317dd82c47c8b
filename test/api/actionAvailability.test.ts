import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityOf, type Caller, type RecordStep } from '../../resources/catalogs/actionAvailability.ts';
import type { ResourceDef } from '../../resources/define.ts';
import { repairs } from '../../resources/needs/repairs.ts';
import { tickets } from '../../resources/workflow/tickets.ts';
import { createTestServer, type TestServer, type TestUser } from '../helpers/testServer.ts';
import { accountId, createTicket, createType, ticket, type Rec } from './workflow/fixtures.ts';

/**
 * The app disables a record's buttons by `availabilityOf`; the server refuses by its guard,
 * its transition table and its hooks. Issue 32: they are one rule. For every demo account, on
 * tickets (open and its own, open and another's, closed) and repairs (in two states), every
 * step is predicted by the rule and then sent: allowed → 200, refused for rights → 403,
 * refused for the state → 409. Each step on a fresh record, so one step never decides another.
 */

let s: TestServer;
let typeId: number;
const USERS: readonly TestUser[] = ['member', 'staff', 'admin', 'superadmin'];
const callers = {} as Record<TestUser, Caller>;
const ids = {} as Record<TestUser, number>;

/** The caller as the app knows it: its group (the check call), its permission actions and its id. */
async function callerOf(user: TestUser): Promise<Caller> {
  const check = await s.request('GET', '/account/admin/check', { as: user });
  const rights = await s.request('GET', '/account/permission/i', { as: user });
  const list = Array.isArray(rights.body.data) ? (rights.body.data as unknown as ({ action: string } | string)[]) : [];
  return { group: Number((check.body.data as unknown as { group: number }).group), permissions: list.map((p) => (typeof p === 'string' ? p : p.action)), id: ids[user] };
}

beforeAll(async () => {
  s = await createTestServer();
  for (const u of USERS) ids[u] = await accountId(s, u);
  for (const u of USERS) callers[u] = await callerOf(u);
  typeId = (await createType(s)).id;
});
afterAll(() => s.close());

const expected = (resource: ResourceDef, step: RecordStep, record: Rec, caller: Caller): number => {
  const a = availabilityOf(resource, step, record, caller);
  return a.allowed ? 200 : a.refusal === 'forbidden' ? 403 : 409;
};

const stepName = (step: RecordStep): string => (step.kind === 'action' ? step.action.name : step.kind);

/** A ticket in one of the situations: created by admin, handled by nobody / by staff, or closed. */
async function ticketIn(situation: 'open' | 'staff handles' | 'closed'): Promise<Rec> {
  const rec = await createTicket(s, typeId, situation === 'staff handles' ? { handler_id: ids.staff } : {});
  if (situation !== 'closed') return rec;
  const res = await s.request('PUT', `/workflow/bucket/${rec.id}/close`, { as: 'admin', body: { version: rec.version, result: '已处理完毕' } });
  expect(res.status).toBe(200);
  return ticket(s, rec.id);
}

function ticketCall(step: RecordStep, rec: Rec): [string, string, Record<string, unknown> | undefined] {
  if (step.kind === 'update') return ['PUT', `/workflow/bucket/${rec.id}`, { version: rec.version, title: '标题改一改' }];
  if (step.kind === 'delete') return ['DELETE', `/workflow/bucket/${rec.id}?version=${rec.version}`, undefined];
  const body = step.action.name === 'assign' ? { version: rec.version, handler_id: Number(rec.handler_id) === ids.admin ? ids.superadmin : ids.admin, remark: '请主管跟进' } : { version: rec.version, result: '已处理完毕' };
  return ['PUT', `/workflow/bucket/${rec.id}/${step.action.name}`, body];
}

const ticketSteps: RecordStep[] = [{ kind: 'update' }, { kind: 'delete' }, ...(tickets.status?.actions ?? []).map((action) => ({ kind: 'action' as const, action }))];

describe('tickets: the rule predicts the server’s answer', () => {
  for (const situation of ['open', 'staff handles', 'closed'] as const) {
    for (const user of USERS) {
      for (const step of ticketSteps) {
        it(`${user} · ${stepName(step)} · ${situation}`, async () => {
          const rec = await ticketIn(situation);
          const want = expected(tickets, step, rec, callers[user]);
          const [method, path, body] = ticketCall(step, rec);
          const res = await s.request(method, path, { as: user, body });
          expect(res.status, JSON.stringify(res.body)).toBe(want);
        });
      }
    }
  }

  it('names the cases of the issue: staff may not edit (需要「编辑工单」权限); a closed ticket may not be deleted, even by the super admin', async () => {
    const open = await ticketIn('open');
    expect(availabilityOf(tickets, { kind: 'update' }, open, callers.staff)).toEqual({ allowed: false, reason: '需要「编辑工单」权限', refusal: 'forbidden' });
    const closed = await ticketIn('closed');
    expect(availabilityOf(tickets, { kind: 'delete' }, closed, callers.superadmin)).toEqual({ allowed: false, reason: '工单已关闭', refusal: 'state' });
    const handled = await ticketIn('staff handles');
    const assign = tickets.status?.actions.find((a) => a.name === 'assign');
    expect(assign).toBeDefined();
    expect(availabilityOf(tickets, { kind: 'action', action: assign! }, handled, callers.staff).allowed).toBe(true);
    expect(availabilityOf(tickets, { kind: 'action', action: assign! }, open, callers.staff)).toMatchObject({ allowed: false, refusal: 'forbidden' });
  });
});

async function repairIn(status: 'pending' | 'received'): Promise<Rec> {
  const res = await s.request('POST', '/needs/manage-repair', {
    as: 'admin',
    body: { type: 1, service_mode: 'mail', serial: 'SUP01AB2401', customer_name: '王强', customer_phone: '13800138000', fault: '开机不出光' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const rec = res.body.data as unknown as Rec;
  if (status === 'pending') return rec;
  const moved = await s.request('PUT', `/needs/manage-repair/${rec.id}/status`, { as: 'admin', body: { action: 'receive', version: rec.version } });
  expect(moved.status).toBe(200);
  return moved.body.data as unknown as Rec;
}

const repairSteps: RecordStep[] = [{ kind: 'delete' }, ...['receive', 'inspect', 'cancel'].map((name) => ({ kind: 'action' as const, action: repairs.status!.actions.find((a) => a.name === name)! }))];

function repairCall(step: RecordStep, rec: Rec): [string, string, Record<string, unknown> | undefined] {
  if (step.kind === 'delete') return ['DELETE', `/needs/repair/${rec.id}?version=${rec.version}`, undefined];
  if (step.kind === 'update') return ['PUT', `/needs/manage-repair/${rec.id}`, { version: rec.version, fault: '开机后不出光' }];
  return ['PUT', `/needs/manage-repair/${rec.id}/status`, { action: step.action.name, version: rec.version, ...(step.action.name === 'cancel' ? { remark: '客户不修了' } : {}) }];
}

describe('repairs: the rule predicts the server’s answer', () => {
  for (const status of ['pending', 'received'] as const) {
    for (const user of USERS) {
      for (const step of repairSteps) {
        it(`${user} · ${stepName(step)} · ${status}`, async () => {
          const rec = await repairIn(status);
          const want = expected(repairs, step, rec, callers[user]);
          const [method, path, body] = repairCall(step, rec);
          const res = await s.request(method, path, { as: user, body });
          expect(res.status, JSON.stringify(res.body)).toBe(want);
        });
      }
    }
  }
});
