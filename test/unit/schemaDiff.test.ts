import { describe, expect, it } from 'vitest';
import { defineResource, type ResourceDef } from '../../resources/define.ts';
import { moduleNamesOf } from '../../src/server/db/folderListing.ts';
import { migrationSource } from '../../src/server/db/migrationSource.ts';
import { nextMigrationName, planMigration } from '../../src/server/db/newMigration.ts';
import { declaredTables, diffSchema, type ExistingSchema } from '../../src/server/db/schemaDiff.ts';

/** A small declaration: a writable resource with a unique, a nullable, a defaulted, a renamed and a write-only field. */
const lamps: ResourceDef = defineResource({
  name: 'lamps',
  label: '灯',
  table: 'lamp',
  titleField: 'name',
  access: { group: 64 },
  defaultSort: '-created_at',
  endpoints: {
    list: { method: 'GET', path: '/lamp/list', summary: '列表' },
    create: { method: 'POST', path: '/lamp', summary: '新建' },
  },
  screens: [],
  fields: [
    { name: 'id', type: 'id', label: 'ID', readOnly: true },
    { name: 'code', type: 'text', label: '编码', db: { unique: true } },
    { name: 'name', type: 'text', label: '名称' },
    { name: 'note', type: 'textarea', label: '备注', db: { nullable: true } },
    { name: 'watts', type: 'number', label: '功率', db: { default: 30 } },
    { name: 'on', type: 'boolean', label: '开', db: { default: true, column: 'is_on' } },
    { name: 'kind', type: 'enum', label: '类型', options: [{ value: 1, label: '甲' }, { value: 2, label: '乙' }] },
    { name: 'secret', type: 'text', label: '口令', writeOnly: true },
  ],
  indexes: [{ columns: ['kind', 'created_at'] }],
});

/** A read-only resource: no history, no standard columns but the id. */
const lampLogs: ResourceDef = { ...lamps, name: 'lampLogs', table: 'lamp_log', endpoints: { list: lamps.endpoints.list! }, fields: lamps.fields.slice(0, 3), indexes: [] };

const NOW = new Date('2026-11-25T10:00:00Z');

describe('the tables the declarations need', () => {
  const [record, history, log] = declaredTables([lamps, lampLogs]);

  it('a writable resource: id, its fields (no write-only one) with their types and db facts, then the standard columns', () => {
    expect(record.name).toBe('lamp');
    expect(record.columns.map((c) => c.name)).toEqual(['id', 'code', 'name', 'note', 'watts', 'is_on', 'kind', 'created_at', 'updated_at', 'version', 'created_by']);
    const col = (name: string) => record.columns.find((c) => c.name === name);
    expect(col('id')).toMatchObject({ type: 'integer', primaryKey: true });
    expect(col('code')).toMatchObject({ type: 'text', notNull: true, unique: true });
    expect(col('note')).toMatchObject({ type: 'text', notNull: false });
    expect(col('watts')).toMatchObject({ type: 'integer', notNull: true, default: 30 });
    expect(col('is_on')).toMatchObject({ type: 'integer', default: 1 });
    expect(col('kind')?.type).toBe('integer');
    expect(col('version')).toMatchObject({ notNull: true, default: 1 });
    expect(col('created_by')).toMatchObject({ notNull: false, references: 'admin.id', onDelete: 'set null' });
    expect(record.indexes).toEqual([{ name: 'lamp_kind_created_at_idx', columns: ['kind', 'created_at'], unique: false }]);
  });

  it('its history table has the shape the engine writes, keyed by the record', () => {
    expect(history.name).toBe('lamp_event');
    expect(history.columns.map((c) => c.name)).toEqual(['id', 'lamp_id', 'kind', 'action', 'from_status', 'to_status', 'content', 'data_json', 'operator_id', 'operator_name', 'created_at']);
    expect(history.indexes).toEqual([{ name: 'lamp_event_lamp_idx', columns: ['lamp_id', 'id'], unique: false }]);
  });

  it('a read-only resource has neither a history table nor version, times or creator', () => {
    expect(log.name).toBe('lamp_log');
    expect(log.columns.map((c) => c.name)).toEqual(['id', 'code', 'name']);
  });
});

describe('diffSchema', () => {
  const built: ExistingSchema = {
    lamp: {
      columns: ['id', 'code', 'name', 'note', 'watts', 'is_on', 'kind', 'created_at', 'updated_at', 'version', 'created_by'],
      indexes: [{ name: 'sqlite_autoindex_lamp_1', columns: ['code'], unique: true }, { name: 'lamp_kind_created_at_idx', columns: ['kind', 'created_at'], unique: false }],
    },
    lamp_event: { columns: ['id', 'lamp_id', 'kind', 'action', 'from_status', 'to_status', 'content', 'data_json', 'operator_id', 'operator_name', 'created_at'], indexes: [{ name: 'x', columns: ['lamp_id', 'id'], unique: false }] },
  };

  it('finds nothing when the database has what the declarations need', () => {
    expect(diffSchema(built, [lamps])).toEqual([]);
  });

  it('a missing table is created whole: columns and indexes; its history table too', () => {
    const changes = diffSchema({}, [lamps]);
    expect(changes.map((c) => c.kind)).toEqual(['createTable', 'createTable']);
    expect(changes.map((c) => (c.kind === 'createTable' ? c.table.name : ''))).toEqual(['lamp', 'lamp_event']);
  });

  it('for a changed declaration only the difference: a new column (not null gets a default), a new index, a lost unique index', () => {
    const changed: ResourceDef = {
      ...lamps,
      fields: [...lamps.fields, { name: 'room', type: 'text', label: '房间' }, { name: 'floor', type: 'number', label: '楼层', db: { nullable: true } }],
      indexes: [...lamps.indexes!, { columns: ['room', 'created_at'] }],
    };
    const schema: ExistingSchema = { ...built, lamp: { ...built.lamp, indexes: built.lamp.indexes.slice(1) } };
    expect(diffSchema(schema, [changed])).toEqual([
      { kind: 'addColumn', table: 'lamp', resource: 'lamps', column: { name: 'room', type: 'text', notNull: true, default: '', unique: false } },
      { kind: 'addColumn', table: 'lamp', resource: 'lamps', column: { name: 'floor', type: 'integer', notNull: false, unique: false } },
      { kind: 'createIndex', table: 'lamp', resource: 'lamps', index: { name: 'lamp_code_unique', columns: ['code'], unique: true } },
      { kind: 'createIndex', table: 'lamp', resource: 'lamps', index: { name: 'lamp_room_created_at_idx', columns: ['room', 'created_at'], unique: false } },
    ]);
  });

  it('an index over other columns, or a non-unique one where unique is declared, does not count', () => {
    const schema: ExistingSchema = { ...built, lamp: { ...built.lamp, indexes: [{ name: 'a', columns: ['code'], unique: false }, { name: 'b', columns: ['created_at', 'kind'], unique: false }] } };
    expect(diffSchema(schema, [lamps]).map((c) => (c.kind === 'createIndex' ? c.index.columns.join() : c.kind))).toEqual(['code', 'kind,created_at']);
  });

  it('a new index never takes the name of an existing one', () => {
    const schema: ExistingSchema = { ...built, lamp: { ...built.lamp, indexes: [built.lamp.indexes[0], { name: 'lamp_kind_created_at_idx', columns: ['kind'], unique: false }] } };
    const [change] = diffSchema(schema, [lamps]);
    expect(change).toMatchObject({ kind: 'createIndex', index: { name: 'lamp_kind_created_at_idx2' } });
  });

  it('a declared count table that is missing is created with its triggers', () => {
    const counted: ResourceDef = { ...lamps, counts: ['kind'] };
    const [change] = diffSchema(built, [counted]);
    expect(change).toMatchObject({ kind: 'createCountTable', table: 'lamp_count', resource: 'lamps' });
    expect(change.kind === 'createCountTable' && change.statements.sqlite.some((s) => s.startsWith('create trigger "lamp_count_insert"'))).toBe(true);
    expect(change.kind === 'createCountTable' && change.statements.postgres.some((s) => s.startsWith('create trigger "lamp_count_insert"'))).toBe(true);
  });
});

describe('the migration file and its name', () => {
  it('is numbered one past the highest, dated, and refuses a name that is not a plain identifier', () => {
    expect(nextMigrationName(['2026_11_22_0001_initial', '2026_11_24_0008_stock'], 'stations', NOW)).toBe('2026_11_25_0009_stations');
    expect(nextMigrationName([], 'first', NOW)).toBe('2026_11_25_0001_first');
    expect(() => nextMigrationName([], 'Stations-2', NOW)).toThrow(/只能由小写字母/);
  });

  it('says it is generated and frozen, builds with the schema builder, and its down undoes up in reverse', () => {
    const source = migrationSource(diffSchema({}, [lamps]), { name: 'x', command: 'npm run migration:new -- lamps', date: '2026-11-25' });
    expect(source).toMatch(/GENERATED by `npm run migration:new -- lamps`/);
    expect(source).toMatch(/FROZEN/);
    expect(source).toContain(".createTable('lamp')");
    expect(source).toContain(".addColumn('code', 'text', (c) => c.notNull().unique())");
    expect(source).toContain(".addColumn('is_on', 'integer', (c) => c.notNull().defaultTo(1))");
    expect(source).toContain(".addColumn('lamp_id', 'integer', (c) => c.notNull().references('lamp.id'))");
    expect(source).toContain("await db.schema.createIndex('lamp_kind_created_at_idx').on('lamp').columns(['kind', 'created_at']).execute();");
    const down = source.slice(source.indexOf('export async function down'));
    expect(down.indexOf("dropTable('lamp_event')")).toBeLessThan(down.indexOf("dropTable('lamp')"));
    expect(source).not.toMatch(/sql\.raw/);
  });

  it('with no difference the plan has no file', () => {
    expect(planMigration({ resources: [lamps], schema: {}, migrations: [], slug: 'lamps', now: NOW }).file?.name).toBe('2026_11_25_0001_lamps');
    expect(planMigration({ resources: [], schema: {}, migrations: [], slug: 'none', now: NOW })).toEqual({ changes: [] });
  });
});

describe('the folders found by listing', () => {
  it('picks migration files by their dated, numbered name and seed modules by *Seed.ts, sorted', () => {
    expect(moduleNamesOf('migrations', ['2026_11_24_0008_b.ts', 'notes.md', '2026_11_22_0001_a.ts', 'helper.ts'])).toEqual(['2026_11_22_0001_a', '2026_11_24_0008_b']);
  });
});
