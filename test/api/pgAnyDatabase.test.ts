import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { byteOrderText } from '../../src/server/db/dialects/postgresByteOrder.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { dropPgDatabase, openTestDatabase, pgAdmin, pgUrlOf, TEST_DIALECT } from '../helpers/testDatabase.ts';

/**
 * Issue 33, part 6: PostgreSQL on any database. The test databases are made with ICU zh-CN
 * (test/helpers/testDatabase.ts), as a managed service's plain `createdb` makes them; the
 * migrations give every text column collation C, so text orders and compares by bytes as on
 * SQLite, and the whole api-pg suite runs on such a database.
 */
describe.runIf(TEST_DIALECT === 'postgres')('PostgreSQL on a database whose collation is not C', () => {
  it('the test database is not C, and after the migrations no column of the schema compares by it', async () => {
    const database = await openTestDatabase();
    try {
      const db = database.db as unknown as Kysely<unknown>;
      const { rows: own } = await sql<{ provider: string; locale: string | null }>`select datlocprovider as provider, daticulocale as locale from pg_database where datname = current_database()`.execute(db);
      expect(own[0]).toEqual({ provider: 'i', locale: 'zh-CN' });
      const { rows: loose } = await sql<{ name: string }>`
        select cl.relname || '.' || a.attname as name from pg_attribute a join pg_class cl on cl.oid = a.attrelid join pg_namespace n on n.oid = cl.relnamespace
        where n.nspname = current_schema() and cl.relkind in ('r', 'p', 'v') and a.attnum > 0 and not a.attisdropped
          and a.attcollation <> 0 and a.attcollation <> 'pg_catalog."C"'::regcollation`.execute(db);
      expect(loose).toEqual([]);
      // the views were made again over the changed columns
      const { rows: views } = await sql<{ name: string }>`select viewname as name from pg_views where schemaname = current_schema() order by viewname`.execute(db);
      expect(views.map((v) => v.name)).toEqual(['message_inbox', 'message_outbox']);
      // a second pass finds nothing to change
      expect(await byteOrderText(db)).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('text sorts by bytes and a prefix range finds what SQLite finds, where the database collation would not', async () => {
    const database = await openTestDatabase();
    try {
      const db = database.db as unknown as Kysely<unknown>;
      const names = ['sup-2', 'SUP1', 'Sup3', '张三', 'SUP1a', 'a'];
      await sql`insert into login_failure (username, ip, at) values ${sql.join(names.map((n) => sql`(${n}, '127.0.0.1', 1)`))}`.execute(db);
      const { rows: ordered } = await sql<{ username: string }>`select username from login_failure order by username`.execute(db);
      expect(ordered.map((r) => r.username)).toEqual([...names].sort());
      const { rows: byLocale } = await sql<{ username: string }>`select username from login_failure order by username collate "default"`.execute(db);
      expect(byLocale.map((r) => r.username), 'the database collation orders otherwise (else this test proves nothing)').not.toEqual([...names].sort());
      const { rows: prefixed } = await sql<{ username: string }>`select username from login_failure where username >= 'SUP' and username < ${'SUP\uffff'} order by username`.execute(db);
      expect(prefixed.map((r) => r.username)).toEqual(['SUP1', 'SUP1a']);
    } finally {
      await database.close();
    }
  });

  it("a database made by a plain create database (the cluster's own locale) is migrated to byte order from the first start", async () => {
    const name = `cms_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    await pgAdmin(`create database ${name}`);
    const db = openDatabase(pgUrlOf(name)) as unknown as Kysely<unknown>;
    try {
      await migrateToLatest(db);
      expect(await byteOrderText(db)).toBe(0);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_attribute a join pg_class cl on cl.oid = a.attrelid where cl.relname = 'repair' and a.attcollation = 'pg_catalog."C"'::regcollation`.execute(db);
      expect(rows[0].n).toBeGreaterThan(5);
    } finally {
      await db.destroy();
      await dropPgDatabase(name);
    }
  });
});
