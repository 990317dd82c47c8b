import { describe, expect, it } from 'vitest';
import { resources } from '../../resources/index.ts';
import { migratedSchema } from '../../src/server/db/introspect.ts';
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
