import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findResource, endpointTable, type EndpointEntry } from '../../resources/registry.ts';
import { hasHistory } from '../../src/server/db/schemaDiff.ts';
import { eventTableOf } from '../../src/server/engine/events.ts';
import { onLiveChange, type LiveChange } from '../../src/server/live/bus.ts';
import type { Loose } from '../helpers/testServer.ts';
import { createCallContext, type Call, type CallContext } from './access/callContext.ts';
import { GROUP_CALLS } from './access/groupCalls.ts';
import { resourceCall } from './access/resourceCalls.ts';

/**
 * Issue 33, part 3 (docs/decisions.md "one write path"), generated from the endpoint table: every
 * write endpoint (POST, PUT, PATCH, DELETE), declared or hand-written, is called once with a valid
 * request as the super admin, as the browser sends it (JSON with its content type; a DELETE
 * without a body; the upload as multipart), using the access suite's valid calls
 * (test/api/access/resourceCalls.ts, groupCalls.ts). Each call must leave
 *  - its action-log row (the write's own code, status 200),
 *  - a history entry where the record's resource keeps history (a delete removes the record's history),
 *  - a live publish (the streams recount after the commit).
 * A hand-written write is listed below with its code and the resource whose history it adds to;
 * a write endpoint neither declared generically nor listed fails the test.
 */

interface HandWritten {
  /** The action-log code of the write. */
  code: string;
  /** The resource whose history the write adds an entry to, or null, saying why none. */
  history: string | null;
  why?: string;
  /** Changes no row and publishes nothing (the one write that is no database write). */
  noRow?: string;
}

const HAND_WRITTEN: Record<string, HandWritten> = {
  'account.login': { code: 'login', history: null, why: 'a session, not a record' },
  'account.logout': { code: 'logout', history: null, why: 'a session, not a record' },
  'account.profile': { code: 'account.profile', history: 'admins' },
  'account.password': { code: 'account.password', history: 'admins' },
  'rights.update': { code: 'rights.update', history: 'admins' },
  'messages.markAllRead': { code: 'messages.markRead', history: null, why: "the caller's receipts, not a record" },
  'messages.send': { code: 'messages.send', history: null, why: 'a private message: the history-keeping `notices` are the notices only (their row scope)' },
  'messages.mark': { code: 'messages.mark', history: null, why: "the caller's receipt, not a record" },
  'messages.remove': { code: 'messages.delete', history: null, why: "the caller's receipt or outbox mark, not a record" },
  // section 7's own paths of two declared notice actions (noticeAliases.ts): the engine's action
  'messages.revoke': { code: 'notices.revoke', history: 'notices' },
  'messages.resend': { code: 'notices.resend', history: 'notices' },
  'upload.upload': { code: 'upload.create', history: null, why: 'uploads keep no history' },
  'templates.test': {
    code: 'templates.test',
    history: null,
    // sends a test mail over SMTP and changes no row: nothing to run in a transaction (holding one
    // open over an SMTP exchange would stall every writer); the action-log middleware writes its row
    noRow: 'sends a test mail, changes no row',
  },
  'wechatMenu.save': { code: 'wechatMenu.save', history: null, why: 'the menu keeps no history' },
  'export.create': { code: 'export.create', history: null, why: 'export records keep no history' },
  'workflow.comment': { code: 'workflow.comment', history: 'tickets' },
  // changes the text of a comment (a history entry itself) in place, keeping the text before in its data
  'workflow.editProcess': { code: 'workflow.editProcess', history: null, why: 'edits an existing history entry' },
  'workflow.desc': { code: 'workflow.desc', history: 'tickets' },
  'ai.upload': { code: 'ai.upload', history: 'aiDocuments' },
  'ai.retry': { code: 'ai.retry', history: 'aiDocuments' },
  'ai.chunkBulk': { code: 'ai.chunkBulk', history: 'aiChunks' },
  'ai.documentBulk': { code: 'ai.documentBulk', history: 'aiDocuments' },
  'ai.corpusImport': { code: 'ai.corpusImport', history: 'aiCorpus' },
  'ai.fromLibrary': { code: 'ai.fromLibrary', history: 'aiDocuments' },
  'oss.upload': { code: 'oss.upload', history: 'ossFiles' },
  'oss.share': { code: 'oss.share', history: null, noRow: 'a share link is signed, not stored: only its action-log row is written' },
  'device.issueCode': { code: 'device.issueCode', history: null, why: 'the decryption records are append-only and keep no history' },
  'device.revealCode': { code: 'device.revealCode', history: null, noRow: 'shows a stored code: only its action-log row is written' },
  'ai.ask': { code: 'ai.ask', history: null, why: 'a conversation keeps its turns, not a history' },
  'reply.simulate': { code: 'reply.simulate', history: null, why: 'writes a history message (reply_message is the history itself) and counts the hit: no change of a record' },
  'reply.ruleBulk': { code: 'reply.ruleBulk', history: 'replyRules' },
  'reply.migrate': { code: 'reply.migrate', history: 'aiKeywords' },
  'reply.dictImport': { code: 'reply.dictImport', history: 'replyDictWords' },
  // ERP: each step of an order is an entry of the order's history (from and to state, the remark); the state steps and
  // 收款, 发货 and 退货 log as the order's (erpPurchases.<step>, runPurchaseStep)
  'erp.submit': { code: 'erpPurchases.submit', history: 'erpPurchases' },
  'erp.approve': { code: 'erpPurchases.approve', history: 'erpPurchases' },
  'erp.review': { code: 'erpPurchases.review', history: 'erpPurchases' },
  'erp.reject': { code: 'erpPurchases.reject', history: 'erpPurchases' },
  'erp.unapprove': { code: 'erpPurchases.unapprove', history: 'erpPurchases' },
  'erp.ship': { code: 'erpPurchases.ship', history: 'erpPurchases' },
  'erp.returnSerials': { code: 'erpPurchases.returnSerials', history: 'erpPurchases' },
  'erp.pay': { code: 'erpPurchases.pay', history: 'erpPurchases' },
  'erp.close': { code: 'erpPurchases.close', history: 'erpPurchases' },
  'erp.cancel': { code: 'erpPurchases.cancel', history: 'erpPurchases' },
  'erp.stockAdjust': { code: 'erp.stockAdjust', history: null, why: 'the stock ledger row is the record of a move (append-only); erp_stock keeps no history' },
  'ai.retrieve': { code: 'ai.retrieve', history: null, noRow: 'the hit test: a search with a body, changes no row' },
  'notifications.resend': { code: 'notifications.resend', history: null, why: 'the outbox keeps no history' },
  'notifications.clearBounce': { code: 'notifications.clearBounce', history: null, why: 'bounces keep no history' },
  'notifications.wechatReceipt': { code: 'notifications.wechatReceipt', history: null, why: 'the outbox keeps no history' },
  'notifications.smsReceipt': { code: 'notifications.smsReceipt', history: null, why: 'the outbox keeps no history' },
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const writes = endpointTable().filter((e) => WRITE_METHODS.has(e.method));
const handWritten = writes.filter((e) => !e.resource);
const declared = writes.filter((e) => e.resource);

let ctx: CallContext;
const published: LiveChange[] = [];
let unsubscribe: () => void = () => undefined;
beforeAll(async () => {
  ctx = await createCallContext();
  unsubscribe = onLiveChange((change) => published.push(change));
});
afterAll(async () => {
  unsubscribe();
  await ctx?.close();
});

const maxId = async (table: string): Promise<number> => {
  const r = await sql<{ n: number | string | null }>`select max(id) as n from ${sql.table(table)}`.execute(ctx.s.db);
  return Number(r.rows[0]?.n ?? 0);
};

/** The valid calls of an endpoint for the super admin (the access suite's). */
async function callsOf(e: EndpointEntry): Promise<Call[]> {
  if (e.resource) return [await resourceCall(ctx, e, 'superadmin')];
  const build = GROUP_CALLS[`${e.method} ${e.path}`];
  if (!build) throw new Error(`no valid call for ${e.method} ${e.path}: add one to test/api/access/groupCalls.ts`);
  return build(ctx, 'superadmin');
}

/** Sends a call as the browser does; a call with a session of its own logs in before (so that login is not part of what is measured). */
async function prepare(call: Call): Promise<() => Promise<{ status: number; body: Loose }>> {
  // the plain calls use the server's cached session of the super admin (the one its own password change keeps)
  const own = call.form || call.ownSession ? (await ctx.s.login('superadmin')).auth : undefined;
  return async () => {
    if (call.form && own) {
      const res = await ctx.s.app.request(`/api/cms${call.path}`, { method: call.method, body: call.form, headers: { authorization: own } });
      return { status: res.status, body: (await res.json()) as Loose };
    }
    const headers: Record<string, string> = { ...(own ? { authorization: own } : {}), ...(call.contentType ? { 'content-type': call.contentType } : {}) };
    return ctx.s.request(call.method, call.path, { as: own ? null : 'superadmin', body: call.body, headers });
  };
}

/** The record id in a call's path where the endpoint's path has `:id`. */
function recordIdOf(e: EndpointEntry, call: Call): number | undefined {
  const at = e.path.split('/').indexOf(':id');
  if (at < 0) return undefined;
  const id = Number(call.path.split('?')[0].split('/')[at]);
  return Number.isInteger(id) ? id : undefined;
}

/** The action-log code a declared write leaves. */
function declaredCode(e: EndpointEntry, call: Call): string {
  if (e.kind === 'action') return `${e.resource}.${e.action ?? String((call.body as { action?: unknown }).action)}`;
  return `${e.resource}.${e.kind}`;
}

let called = 0;

async function check(e: EndpointEntry): Promise<void> {
  const listed = e.resource ? undefined : HAND_WRITTEN[e.key];
  const historyOf = e.resource ? findResource(e.resource) : listed?.history ? findResource(listed.history) : undefined;
  const keeps = historyOf && hasHistory(historyOf) ? historyOf : undefined;
  if (listed?.history) expect(keeps, `${e.key}: ${listed.history} keeps a history`).toBeDefined();
  for (const call of await callsOf(e)) {
    const send = await prepare(call);
    const logFrom = await maxId('action_log');
    const eventFrom = keeps ? await maxId(eventTableOf(keeps).table) : 0;
    published.length = 0;
    const res = await send();
    called += 1;
    const where = `${call.method} ${call.path} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
    expect(res.status, where).toBe(200);

    const code = listed ? listed.code : declaredCode(e, call);
    const rows = await ctx.s.db.selectFrom('action_log').select(['action', 'status_code']).where('id', '>', logFrom).execute();
    expect(rows, `${where}: its action-log row`).toContainEqual({ action: code, status_code: 200 });
    expect(rows.filter((r) => r.action === 'change'), `${where}: no anonymous "change" row (every write names itself)`).toEqual([]);

    if (keeps) {
      const { table, fk } = eventTableOf(keeps);
      if (e.resource && e.kind === 'delete') {
        const id = recordIdOf(e, call);
        const left = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(fk)} = ${id}`.execute(ctx.s.db);
        expect(Number(left.rows[0]?.n), `${where}: the deleted record's history is gone`).toBe(0);
      } else {
        expect(await maxId(table), `${where}: a history entry in ${table}`).toBeGreaterThan(eventFrom);
      }
    }

    if (listed?.noRow) expect(published, `${where}: ${listed.noRow}, nothing to publish`).toEqual([]);
    else expect(published.length, `${where}: a live publish after the commit`).toBeGreaterThan(0);
  }
}

describe('one write path: every write endpoint leaves its action-log row, its history entry and a live publish', () => {
  it('every hand-written write endpoint is listed here, and every listed one is a write endpoint', () => {
    expect(handWritten.map((e) => e.key).sort()).toEqual(Object.keys(HAND_WRITTEN).sort());
    // the counts the decision names (docs/decisions.md, "Issue 33, part 3"); + 2: 解密记录's issueCode and revealCode;
    // 自动回复: + 12 declared (categories, rules, dictionaries, words: create, update, delete), + 4 hand-written (simulate, bulk, migrate, import);
    // ERP: + 12 declared (groups, companies, relations, orders: create, update, delete), + 11 hand-written (the order's 10 steps, 库存调整)
    expect({ declared: declared.length, handWritten: handWritten.length }).toEqual({ declared: 52 + 26 + 12 + 12, handWritten: 22 + 10 + 2 + 4 + 11 });
  });

  for (const e of writes) {
    it(`${e.method} ${e.path} (${e.key})`, () => check(e));
  }

  it('called every write endpoint (some more than once: an export per list type, a password own and another\'s)', () => {
    expect(called).toBeGreaterThanOrEqual(writes.length);
  });
});
