import { describe, expect, it } from 'vitest';
import { resources } from '../../resources/index.ts';
import type { Kysely } from 'kysely';
import { existingSchemaOf, migratedSchema } from '../../src/server/db/introspect.ts';
import type { ExistingSchema } from '../../src/server/db/schemaDiff.ts';
import { openTestDatabase, TEST_DIALECT } from '../helpers/testDatabase.ts';
import { migrationNames } from '../../src/server/db/migrate.ts';
import { describeChange } from '../../src/server/db/migrationSource.ts';
import { planMigration } from '../../src/server/db/newMigration.ts';

describe('the migrations build what the declarations need', () => {
  it('npm run migration:new finds no difference for the current registry (a changed declaration needs its migration)', async () => {
    const schema = await migratedSchema();
    expect(Object.keys(schema)).toEqual(expect.arrayContaining(resources.map((r) => r.table)));
    const plan = planMigration({ resources, schema, migrations: migrationNames(), slug: 'check', now: new Date() });
    expect(plan.changes.map(describeChange), 'run `npm run migration:new -- <name>`').toEqual([]);
  });
});

describe.runIf(TEST_DIALECT === 'postgres')('the migrations build the same schema on both databases', () => {
  it('PostgreSQL has the tables, views, columns and indexes SQLite has (index names aside: unique constraints are named by each database)', async () => {
    const database = await openTestDatabase();
    try {
      // the full-text index differs by design (migration 0019): SQLite's FTS5 tables, PostgreSQL's `search` column and its GIN index
      const fullText = (name: string): boolean => /_fts(_|$)/.test(name);
      const shape = (schema: ExistingSchema) => Object.fromEntries(Object.entries(schema).filter(([name]) => !name.startsWith('kysely_') && !fullText(name)).map(([name, t]) => [name, {
        columns: [...t.columns].filter((c) => c !== 'search').sort(),
        indexes: t.indexes.filter((i) => !i.columns.includes('search')).map((i) => `${i.unique ? 'unique ' : ''}(${i.columns.join(', ')})`).sort(),
      }]));
      const onSqlite = shape(await migratedSchema());
      const onPostgres = shape(await existingSchemaOf(database.db as unknown as Kysely<unknown>));
      expect(Object.keys(onSqlite).length).toBeGreaterThan(20);
      expect(onPostgres).toEqual(onSqlite);
    } finally {
      await database.close();
    }
  });
});
