import { Migrator, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.ts';
import { openEmptyTestDatabase } from '../helpers/emptyTestDatabase.ts';
import { loadMigrations } from '../../src/server/db/migrate.ts';

const AT = '2026-11-20T02:00:00.000Z';
const BEFORE = '2026_11_24_0008_stock_reservation';
const THIS = '2026_11_25_0009_settings_resources';

let db: Db;
let closeDb: () => Promise<void>;
const migrator = () => new Migrator({ db, provider: { getMigrations: loadMigrations } });

/** Config rows as the hand-written handlers stored them: plain text per type. */
const OLD_ROWS = [
  { key: 'express_phone_sys', type: 'string', value: '95338' },
  { key: 'smtp_port', type: 'number', value: '465' },
  { key: 'smtp_secure', type: 'boolean', value: 'false' },
  { key: 'return_address', type: 'json', value: '{"city":"深圳"}' },
  { key: 'smtp_password', type: 'secret', value: 'p@ss' },
  { key: 'empty_note', type: 'string', value: null },
];

beforeEach(async () => {
  ({ db, close: closeDb } = await openEmptyTestDatabase());
  expect((await migrator().migrateTo(BEFORE)).error).toBeUndefined();
  await db.insertInto('system_config').values(OLD_ROWS.map((r) => ({ ...r, name: r.key, is_public: 0, remark: null, created_at: AT, updated_at: AT, created_by: null }))).execute();
  await sql`insert into email_template (code, name, subject, body, sample_json, created_at, updated_at) values ('shipped', '已寄回', '主题', '<p>x</p>', '{}', ${AT}, ${AT})`.execute(db);
});
afterEach(() => closeDb());

const values = async () => Object.fromEntries((await db.selectFrom('system_config').select(['key', 'value']).execute()).map((r) => [r.key, r.value]));

describe(`migration ${THIS}`, () => {
  it('keeps every row, stores each config value as the JSON text of its typed value, and gives templates created_by and a history table', async () => {
    expect((await migrator().migrateTo(THIS)).error).toBeUndefined();
    expect(await values()).toEqual({
      express_phone_sys: '"95338"',
      smtp_port: '465',
      smtp_secure: 'false',
      return_address: '{"city":"深圳"}',
      smtp_password: '"p@ss"',
      empty_note: null,
    });
    const template = await sql<{ code: string; created_by: number | null }>`select code, created_by from email_template`.execute(db);
    expect(template.rows).toEqual([{ code: 'shipped', created_by: null }]);
    expect((await sql`select count(*) as n from email_template_event`.execute(db)).rows).toEqual([{ n: 0 }]);
  });

  it('down gives the plain values back', async () => {
    expect((await migrator().migrateTo(THIS)).error).toBeUndefined();
    expect((await migrator().migrateTo(BEFORE)).error).toBeUndefined();
    expect(await values()).toEqual(Object.fromEntries(OLD_ROWS.map((r) => [r.key, r.value])));
  });
});
