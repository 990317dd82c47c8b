import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../../resources/workflow/tickets.ts';
import { checkTicketExtra } from '../../../src/domain/ticketForm.ts';
import { isValidSerial } from '../../../src/domain/serial.ts';
import { seedNeeds } from '../../../src/server/areas/needs/seed.ts';
import { seedPeople } from '../../../src/server/areas/people/seed.ts';
import { seedWorkflow } from '../../../src/server/areas/workflow/seed.ts';
import { dueAtOf, formOfType } from '../../../src/server/areas/workflow/ticketRules.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../../helpers/testServer.ts';

/**
 * The workflow demo data, checked against the rules the server applies: every ticket reached its
 * state by declared transitions (created 处理中 exactly when it had a handler), its version and
 * handler follow its history, its due time is its type's SLA, its extra fields pass its type's
 * form and its link exists; and the demo accounts' queues are not empty.
 */

let s: TestServer;
const DAY = 86_400_000;
beforeAll(async () => {
  s = await createTestServer({ seed: true });
  await seedNeeds(s.db, TEST_NOW);
  await seedPeople(s.db, TEST_NOW);
  await seedWorkflow(s.db, TEST_NOW);
}, 60_000);
afterAll(() => s.close());

describe('the workflow demo data', () => {
  it('has five or more enabled types with forms and SLAs, one disabled, and ten or more recurring problems', async () => {
    const types = await s.db.selectFrom('workflow_type').selectAll().execute();
    expect(types.filter((t) => t.enabled === 1).length).toBeGreaterThanOrEqual(5);
    expect(types.some((t) => t.enabled === 0)).toBe(true);
    expect(types.filter((t) => t.form_json !== null && formOfType(t).length > 0).length).toBeGreaterThanOrEqual(5);
    expect(types.filter((t) => t.default_handler_id !== null).length).toBeGreaterThanOrEqual(3);
    expect((await s.db.selectFrom('workflow_question').select('id').execute()).length).toBeGreaterThanOrEqual(10);
  });

  it('has 200 or more tickets over six months in every state, some overdue, some filed under problems', async () => {
    const rows = await s.db.selectFrom('workflow_bucket').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(200);
    console.info('workflow seed:', ['open', 'processing', 'closed'].map((x) => `${x} ${rows.filter((t) => t.status === x).length}`).join(', '));
    const times = rows.map((t) => Date.parse(t.created_at));
    expect(TEST_NOW - Math.min(...times)).toBeGreaterThan(150 * DAY);
    expect(TEST_NOW - Math.max(...times)).toBeLessThan(7 * DAY);
    for (const state of ['open', 'processing', 'closed']) expect(rows.filter((t) => t.status === state).length, state).toBeGreaterThanOrEqual(10);
    const nowIso = new Date(TEST_NOW).toISOString();
    expect(rows.filter((t) => t.status !== 'closed' && String(t.due_at) < nowIso).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((t) => t.question_id !== null).length).toBeGreaterThanOrEqual(10);
    const counts = await s.request('GET', '/workflow/bucket/count', { as: 'admin' });
    expect(counts.body.data).toEqual({
      open: rows.filter((t) => t.status === 'open').length,
      processing: rows.filter((t) => t.status === 'processing').length,
      closed: rows.filter((t) => t.status === 'closed').length,
      overdue: rows.filter((t) => t.status !== 'closed' && String(t.due_at) < nowIso).length,
    });
  });

  it('gives staff and admin tickets to handle: their queues and badges show', async () => {
    for (const as of ['staff', 'admin'] as const) {
      const count = await s.request('GET', '/workflow/bucket/pending/count', { as });
      expect(Number(count.body.data[0]), as).toBeGreaterThanOrEqual(5);
      const list = await s.request('GET', '/workflow/bucket/pending', { as });
      expect(list.body.data.list.length, as).toBeGreaterThanOrEqual(5);
      const mine = await s.request('GET', '/workflow/bucket/i', { as });
      expect(Number(mine.body.data.total), as).toBeGreaterThan(0);
    }
  });

  it('every ticket walked the declared transitions; version, handler, due time, extra fields and link follow the rules', async () => {
    const machine = tickets.status;
    const rows = await s.db.selectFrom('workflow_bucket').selectAll().orderBy('id').execute();
    const events = await s.db.selectFrom('workflow_bucket_event').selectAll().orderBy('id').execute();
    const types = new Map((await s.db.selectFrom('workflow_type').selectAll().execute()).map((t) => [t.id, t]));
    const questions = new Set((await s.db.selectFrom('workflow_question').select('id').execute()).map((q) => q.id));
    const handlers = new Set((await s.db.selectFrom('admin').select('id').where('status', '=', 1).execute()).map((a) => a.id));
    const linked: Record<string, Set<string>> = {
      repair: new Set((await s.db.selectFrom('repair').select('no').execute()).map((x) => x.no)),
      request: new Set((await s.db.selectFrom('request').select('no').execute()).map((x) => x.no)),
      exchange: new Set((await s.db.selectFrom('exchange').select('no').execute()).map((x) => x.no)),
    };
    const byTicket = new Map<number, typeof events>();
    for (const e of events) byTicket.set(e.workflow_bucket_id, [...(byTicket.get(e.workflow_bucket_id) ?? []), e]);
    const kinds = new Set<string>();
    for (const t of rows) {
      const where = `${t.no}`;
      const own = byTicket.get(t.id) ?? [];
      const [created, ...rest] = own;
      expect(created?.kind, where).toBe('create');
      let state = String(created?.to_status);
      let handler: number | null = null;
      let version = 1;
      for (const e of rest) {
        kinds.add(`${e.kind}:${e.action}`);
        expect(e.created_at >= (created?.created_at ?? ''), where).toBe(true);
        expect(e.created_at < new Date(TEST_NOW).toISOString(), where).toBe(true);
        if (e.kind === 'status') {
          const action = machine.actions.find((a) => a.name === e.action);
          expect(action?.from, `${where} ${String(e.action)} from ${state}`).toContain(state);
          expect(e.from_status, where).toBe(state);
          expect(e.to_status, where).toBe(action?.to);
          state = String(action?.to);
          version += 1;
          const data = JSON.parse(String(e.data_json)) as Record<string, unknown>;
          if (e.action === 'assign') {
            expect(data.handler_id, where).not.toBe(handler);
            handler = Number(data.handler_id);
            expect(String(e.content).length, where).toBeGreaterThanOrEqual(2);
          }
          if (e.action === 'close') expect(data.result, where).toBe(t.result);
        }
        if (e.kind === 'update') {
          expect(e.action, where).toBe('desc');
          version += 1;
        }
      }
      // the handler is the last one assigned; before any assignment, created 处理中 exactly when it had one (initialWhen)
      if (handler !== null) expect(t.handler_id, where).toBe(handler);
      else expect(created?.to_status, where).toBe(t.handler_id === null ? 'open' : 'processing');
      expect(t.status, where).toBe(state);
      expect(t.version, where).toBe(version);
      if (t.handler_id !== null) expect(handlers.has(t.handler_id), where).toBe(true);
      if (t.status === 'closed') expect([t.closed_at, t.result].every((v) => v !== null), where).toBe(true);
      if (t.question_id !== null) expect(questions.has(t.question_id), where).toBe(true);
      const type = types.get(t.type_id);
      expect(type, where).toBeDefined();
      if (!type) continue;
      expect(t.due_at, where).toBe(dueAtOf(type, t.priority, t.created_at));
      const extra = checkTicketExtra(formOfType(type), t.extra_json ? JSON.parse(t.extra_json) : null);
      expect(extra.ok ? '' : extra.message, where).toBe('');
      expect(t.no, where).toMatch(/^GD\d{12}$/);
      if (t.link_kind === 'serial') expect(isValidSerial(t.link_no), where).toBe(true);
      else if (t.link_kind) expect(linked[t.link_kind].has(String(t.link_no)), where).toBe(true);
    }
    for (const k of ['follow:comment', 'status:assign', 'status:close', 'update:desc']) expect(kinds, k).toContain(k);
  });
});
