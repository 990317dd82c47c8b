import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedTableTypes, TABLE_TYPES_PATH, tableTypeName, tableTypesSource } from '../../src/server/db/tableTypes.ts';
import { TEST_DIALECT } from '../helpers/testDatabase.ts';

/** Issue 33, part 4: the table types are generated from the migrations, never kept by hand. */
describe.runIf(TEST_DIALECT === 'sqlite')('the typed tables of Kysely<Database>', () => {
  it('src/server/db/tables.ts is what `npm run db:types` writes for the committed migrations', async () => {
    const committed = readFileSync(TABLE_TYPES_PATH, 'utf8');
    expect(committed, 'run `npm run db:types`').toBe(await generatedTableTypes());
  });

  it('carries every declared column, customer.permissions among them (once missing from a hand-kept file)', async () => {
    const source = await generatedTableTypes();
    expect(source).toMatch(/export interface CustomerTable \{[^}]*\n {2}permissions: Generated<string>;/);
  });

  it('renders NOT NULL, defaults and the rowid as Kysely reads them', () => {
    const source = tableTypesSource([{ name: 'stock_item', columns: [
      { name: 'id', type: 'INTEGER', notNull: false, hasDefault: false, rowid: true },
      { name: 'name', type: 'TEXT', notNull: true, hasDefault: false, rowid: false },
      { name: 'remark', type: 'TEXT', notNull: false, hasDefault: false, rowid: false },
      { name: 'qty', type: 'INTEGER', notNull: true, hasDefault: true, rowid: false },
      { name: 'file_data', type: 'BLOB', notNull: false, hasDefault: false, rowid: false },
    ] }]);
    expect(source).toContain('export interface StockItemTable {\n  id: Generated<number>;\n  name: string;\n  remark: string | null;\n  qty: Generated<number>;\n  file_data: Uint8Array | null;\n}');
    expect(source).toContain('  stock_item: StockItemTable;');
    expect(tableTypeName('workflow_bucket_event')).toBe('WorkflowBucketEventTable');
    expect(() => tableTypesSource([{ name: 't', columns: [{ name: 'x', type: '', notNull: false, hasDefault: false, rowid: false }] }])).toThrow(/不能生成 TypeScript 类型/);
  });
});
