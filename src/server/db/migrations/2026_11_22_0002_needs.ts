import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * Schema of the needs area: product models, stock items, exchanges, requests (each with its
 * `_event` history table) and export jobs. Columns and indexes match resources/needs/products.ts,
 * stock.ts, exchanges.ts and requests.ts (the schema test checks).
 */

type Col = [name: string, type: 'text' | 'integer', notNull: boolean, dflt?: string | number];

async function createRecordTable(db: Kysely<unknown>, table: string, cols: readonly Col[], indexes: readonly (readonly string[])[]): Promise<void> {
  let builder = db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  for (const [name, type, notNull, dflt] of cols) {
    builder = builder.addColumn(name, type, (c) => {
      let col = notNull ? c.notNull() : c;
      if (dflt !== undefined) col = col.defaultTo(dflt);
      return name === 'no' || name === 'sku' || (table === 'product_model' && name === 'name') ? col.unique() : col;
    });
  }
  builder = builder
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.references('admin.id').onDelete('set null'));
  await builder.execute();
  for (const columns of indexes) {
    await db.schema.createIndex(`${table}_${columns.join('_')}_idx`).on(table).columns([...columns]).execute();
  }
  await db.schema
    .createTable(`${table}_event`)
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn(`${table}_id`, 'integer', (c) => c.notNull().references(`${table}.id`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('create', 'update', 'status', 'follow')`))
    .addColumn('action', 'text')
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('content', 'text')
    .addColumn('data_json', 'text')
    .addColumn('operator_id', 'integer')
    .addColumn('operator_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex(`${table}_event_${table}_idx`).on(`${table}_event`).columns([`${table}_id`, 'id']).execute();
}

const CUSTOMER: readonly Col[] = [
  ['customer_name', 'text', true],
  ['customer_phone', 'text', true],
  ['customer_company', 'text', false],
  ['address', 'text', false],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await createRecordTable(db, 'product_model', [
    ['name', 'text', true], ['code', 'text', true], ['letters', 'text', false], ['category', 'text', true, 'fiber'],
    ['sale_state', 'text', true, 'on_sale'], ['warranty_months', 'integer', true, 12], ['price', 'integer', true, 0],
    ['launched_on', 'text', false], ['remark', 'text', false],
  ], [['created_at'], ['updated_at'], ['category', 'created_at'], ['category', 'updated_at'], ['sale_state', 'created_at'], ['sale_state', 'updated_at'], ['code', 'letters']]);

  await createRecordTable(db, 'stock_item', [
    ['name', 'text', true], ['sku', 'text', true], ['kind', 'text', true, 'backup'], ['model', 'text', false],
    ['quantity', 'integer', true, 0], ['warn_level', 'integer', true, 2], ['location', 'text', false], ['remark', 'text', false],
  ], [['created_at'], ['updated_at'], ['quantity'], ['kind', 'created_at'], ['kind', 'updated_at'], ['kind', 'quantity'], ['name'], ['model']]);
  if (dialectOf(db).name === 'postgres') {
    await sql`create function stock_item_quantity_never_negative() returns trigger language plpgsql as $$ begin
      raise exception 'stock quantity below zero'; end $$`.execute(db);
    await sql`create trigger stock_item_quantity_never_negative before update of quantity on stock_item
      for each row when (new.quantity < 0) execute function stock_item_quantity_never_negative()`.execute(db);
  } else {
    await sql`create trigger stock_item_quantity_never_negative before update of quantity on stock_item
      when new.quantity < 0 begin select raise(abort, 'stock quantity below zero'); end`.execute(db);
  }

  await createRecordTable(db, 'exchange', [
    ['no', 'text', true], ['status', 'text', true, 'pending'], ['old_serial', 'text', true], ['new_serial', 'text', false],
    ['model', 'text', false], ['stock_id', 'integer', true], ...CUSTOMER, ['reason', 'text', true],
    ['express_out', 'text', false], ['express_back', 'text', false],
  ], [['created_at'], ['updated_at'], ['status', 'created_at'], ['status', 'updated_at'], ['old_serial', 'created_at'], ['old_serial', 'updated_at'],
    ['new_serial', 'created_at'], ['customer_phone', 'created_at'], ['customer_phone', 'updated_at'], ['customer_name', 'created_at'], ['stock_id']]);

  await createRecordTable(db, 'request', [
    ['no', 'text', true], ['type', 'integer', true, 1], ['status', 'text', true, 'pending'], ['serial', 'text', true],
    ['model', 'text', false], ['stock_id', 'integer', true], ['quantity', 'integer', true, 1], ...CUSTOMER,
    ['repair_no', 'text', false], ['reason', 'text', true], ['deposit', 'integer', true, 0], ['credit_amount', 'integer', false],
    ['express_out', 'text', false], ['express_back', 'text', false],
  ], [['type', 'created_at'], ['type', 'updated_at'], ['type', 'status', 'created_at'], ['type', 'status', 'updated_at'], ['serial', 'created_at'],
    ['serial', 'updated_at'], ['customer_phone', 'created_at'], ['customer_phone', 'updated_at'], ['customer_name', 'created_at'], ['stock_id']]);

  await db.schema
    .createTable('export_job')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'integer', (c) => c.references('admin.id').onDelete('set null'))
    .addColumn('admin_name', 'text', (c) => c.notNull())
    .addColumn('filter_json', 'text', (c) => c.notNull())
    .addColumn('sort', 'text', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('file_data', 'blob')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('export_job_type_idx').on('export_job').columns(['type', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db).name === 'postgres') await sql`drop function if exists stock_item_quantity_never_negative() cascade`.execute(db);
  else await sql`drop trigger if exists stock_item_quantity_never_negative`.execute(db);
  for (const table of ['export_job', 'request_event', 'request', 'exchange_event', 'exchange', 'stock_item_event', 'stock_item', 'product_model_event', 'product_model']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
