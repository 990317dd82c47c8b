import { serverAreaSet } from '../../src/server/composition.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources/index.ts';
import { findResource } from '../../resources/registry.ts';
import { NUMBER_LIKE, numberingOf, RECORD_NUMBER_FIELD } from '../../resources/recordNumbers.ts';
import { columnOf } from '../../src/server/engine/schema.ts';
import { dialectOf } from '../../src/server/db/dialect.ts';
import { loadAreaSeeds, seedOrder } from '../../src/server/db/seedRunner.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../helpers/testServer.ts';

/**
 * Issue 32, "demo data that disagrees with itself": the whole demo seed (every area's module, in
 * the runner's order) on a fresh database, then every reference it wrote is walked and the record
 * it names is found — every declared reference field; every record number (WX…, GD…, …) written
 * in any text of any table, which must also be a whole number (not WX20261002); every ticket's
 * link; every notification's record, recipient and 站内信; every resend's original.
 */

let s: TestServer;
type Row = Record<string, unknown>;

beforeAll(async () => {
  s = await createTestServer();
  for (const area of seedOrder(await loadAreaSeeds(serverAreaSet()), resources)) await area.run(s.db, TEST_NOW, serverAreaSet());
}, 180_000);
afterAll(() => s.close());

const all = async (table: string): Promise<Row[]> => (await sql<Row>`select * from ${sql.table(table)}`.execute(s.db)).rows;

/** Every table the migrations made, but the migrator's own and the count tables. */
async function tables(): Promise<string[]> {
  const names =
    dialectOf(s.db).name === 'postgres'
      ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(s.db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(s.db)).rows;
  return names.map((n) => n.name).filter((n) => !n.startsWith('kysely_') && !n.endsWith('_count'));
}

/** Tables whose numbers are not references: a new installation's email templates carry sample values for their preview. */
const SAMPLES = new Set(['email_template']);

async function numberExists(no: string): Promise<boolean> {
  const numbering = numberingOf(no);
  const resource = numbering && findResource(numbering.resource);
  if (!resource) return false;
  const field = resource.fields.find((f) => f.name === RECORD_NUMBER_FIELD);
  if (!field) return false;
  const found = await sql<Row>`select id from ${sql.table(resource.table)} where ${sql.ref(columnOf(field))} = ${no}`.execute(s.db);
  return found.rows.length === 1;
}

describe('the demo seed names only seeded records', () => {
  it('holds rows in every area (the walk below walks something)', async () => {
    for (const table of ['repair', 'request', 'exchange', 'workflow_bucket', 'notification', 'message', 'customer']) expect((await all(table)).length, table).toBeGreaterThan(10);
  });

  it('every declared reference field points at an existing row', async () => {
    const missing: string[] = [];
    for (const r of resources.filter((x) => !x.viewOver)) {
      for (const f of r.fields.filter((x) => x.type === 'reference' && x.reference)) {
        const target = findResource(f.reference?.resource ?? '');
        if (!target) continue;
        const ids = new Set((await all(target.table)).map((t) => Number(t.id)));
        for (const row of await all(r.table)) {
          const v = row[columnOf(f)];
          if (v !== null && v !== undefined && !ids.has(Number(v))) missing.push(`${r.table}.${columnOf(f)} = ${String(v)} (row ${String(row.id)})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every record number written in any table is whole and names a seeded record', async () => {
    const wrong: string[] = [];
    const checked = new Set<string>();
    for (const table of (await tables()).filter((t) => !SAMPLES.has(t))) {
      for (const row of await all(table)) {
        for (const [column, value] of Object.entries(row)) {
          if (typeof value !== 'string') continue;
          for (const m of value.matchAll(NUMBER_LIKE)) {
            const no = m[0];
            if (checked.has(no)) continue;
            checked.add(no);
            if (!(await numberExists(no))) wrong.push(`${table}.${column}: ${no}`);
          }
        }
      }
    }
    expect(checked.size).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it('every ticket link and every request’s repair is a seeded record; a linked serial is a seeded device’s', async () => {
    const serials = new Set((await all('repair')).map((r) => r.serial));
    const wrong: string[] = [];
    for (const t of await all('workflow_bucket')) {
      if (t.link_no === null) continue;
      const ok = t.link_kind === 'serial' ? serials.has(t.link_no) : await numberExists(String(t.link_no));
      if (!ok) wrong.push(`${String(t.no)} → ${String(t.link_kind)} ${String(t.link_no)}`);
    }
    for (const q of await all('request')) if (q.repair_no !== null && !(await numberExists(String(q.repair_no)))) wrong.push(`${String(q.no)} → ${String(q.repair_no)}`);
    for (const l of await all('customer_action_log')) {
      const serial = /^查询序列号 (\S+)$/.exec(String(l.detail ?? ''))?.[1];
      if (serial && !serials.has(serial)) wrong.push(`customer log ${String(l.id)} → ${serial}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every notification names its recipient, reaches the customer of the record it is about, and a delivered 站内信 is in the inbox', async () => {
    const rows = await all('notification');
    const ids = new Set(rows.map((r) => Number(r.id)));
    const customers = await all('customer');
    const address = (c: Row, channel: unknown): unknown => (channel === 'sms' ? c.phone : channel === 'email' ? c.email : c.wechat_openid);
    const wrong: string[] = [];
    for (const n of rows) {
      const label = `notification ${String(n.id)} (${String(n.channel)})`;
      if (!n.recipient_name) wrong.push(`${label}: no recipient name`);
      if (n.resend_of !== null && !ids.has(Number(n.resend_of))) wrong.push(`${label}: resend of ${String(n.resend_of)}`);
      if (n.channel === 'site') {
        const admin = await s.db.selectFrom('admin').select(['id', 'name']).where('id', '=', Number(n.recipient)).executeTakeFirst();
        if (!admin || admin.name !== n.recipient_name) wrong.push(`${label}: account ${String(n.recipient)}`);
        if (n.send_state !== 'sent') continue;
        const messageId = Number(/^message-(\d+)$/.exec(String(n.provider_message_id))?.[1]);
        const receipt = await s.db.selectFrom('message as m').innerJoin('message_receipt as r', 'r.message_id', 'm.id').select(['m.title']).where('m.id', '=', messageId).where('r.recipient_id', '=', Number(n.recipient)).executeTakeFirst();
        if (!receipt || receipt.title !== n.subject) wrong.push(`${label}: message ${String(n.provider_message_id)}`);
        continue;
      }
      const variables = JSON.parse(String(n.variables_json ?? '{}')) as Row;
      const no = Object.values(variables).find((v) => typeof v === 'string' && numberingOf(v));
      const numbering = typeof no === 'string' ? numberingOf(no) : undefined;
      const resource = numbering && findResource(numbering.resource);
      const record = resource && (await sql<Row>`select * from ${sql.table(resource.table)} where no = ${no}`.execute(s.db)).rows[0];
      if (!record) {
        wrong.push(`${label}: names no record (${JSON.stringify(variables)})`);
        continue;
      }
      const customer = customers.find((c) => c.phone === record.customer_phone);
      if (!customer || customer.notify_channel !== n.channel || address(customer, n.channel) !== n.recipient || customer.name !== n.recipient_name) wrong.push(`${label}: ${String(n.recipient)} ${String(n.recipient_name)} is not the customer of ${String(no)}`);
    }
    expect(rows.filter((r) => r.channel === 'wechat').length).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });
});
