import { sql, type Kysely } from 'kysely';

/**
 * Schema of the people area: history tables of the account resources, who created an account,
 * customer front-site permissions, the customer action log, and the indexes the declarations of admins,
 * customers, actionLogs and customerLogs filter and sort on.
 */
const INDEXES: readonly { table: string; columns: readonly string[] }[] = [
  { table: 'admin', columns: ['grp', 'created_at'] },
  { table: 'admin', columns: ['status', 'created_at'] },
  { table: 'admin', columns: ['name', 'created_at'] },
  { table: 'admin', columns: ['phone', 'created_at'] },
  { table: 'admin', columns: ['created_at'] },
  { table: 'customer', columns: ['created_at'] },
  { table: 'customer', columns: ['updated_at'] },
  { table: 'customer', columns: ['grp', 'created_at'] },
  { table: 'customer', columns: ['grp', 'updated_at'] },
  { table: 'customer', columns: ['phone', 'created_at'] },
  { table: 'customer', columns: ['phone', 'updated_at'] },
  { table: 'customer', columns: ['name', 'created_at'] },
  { table: 'customer', columns: ['company', 'created_at'] },
  { table: 'action_log', columns: ['username', 'created_at'] },
  { table: 'action_log', columns: ['action', 'created_at'] },
  { table: 'action_log', columns: ['resource', 'created_at'] },
  { table: 'action_log', columns: ['ip', 'created_at'] },
  { table: 'customer_action_log', columns: ['created_at'] },
  { table: 'customer_action_log', columns: ['username', 'created_at'] },
  { table: 'customer_action_log', columns: ['customer_id', 'created_at'] },
  { table: 'customer_action_log', columns: ['action', 'created_at'] },
  { table: 'customer_action_log', columns: ['channel', 'created_at'] },
];

const indexName = (i: { table: string; columns: readonly string[] }): string => `people_${i.table}_${i.columns.join('_')}_idx`;

async function createEventTable(db: Kysely<unknown>, table: 'admin' | 'customer'): Promise<void> {
  await db.schema
    .createTable(`${table}_event`)
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn(`${table}_id`, 'integer', (c) => c.notNull())
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

export async function up(db: Kysely<unknown>): Promise<void> {
  await createEventTable(db, 'admin');
  await createEventTable(db, 'customer');
  await db.schema.alterTable('customer').addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  for (const table of ['admin', 'customer']) {
    await db.schema.alterTable(table).addColumn('created_by', 'integer').execute();
  }
  await db.schema
    .createTable('customer_action_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('customer_id', 'integer', (c) => c.references('customer.id').onDelete('set null'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  for (const i of INDEXES) await db.schema.createIndex(indexName(i)).on(i.table).columns([...i.columns]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const i of INDEXES.filter((x) => x.table !== 'customer_action_log')) await db.schema.dropIndex(indexName(i)).ifExists().execute();
  await db.schema.dropTable('customer_action_log').ifExists().execute();
  await db.schema.alterTable('customer').dropColumn('permissions').execute();
  for (const table of ['admin', 'customer']) await db.schema.alterTable(table).dropColumn('created_by').execute();
  await db.schema.dropTable('customer_event').ifExists().execute();
  await db.schema.dropTable('admin_event').ifExists().execute();
}
