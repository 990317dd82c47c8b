import { sql, type Kysely } from 'kysely';

/**
 * The initial schema: accounts, sessions, the action log, customers and repairs with their
 * events. The repair columns and indexes match `resources/needs/repairs.ts` (a schema test checks).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nickname', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('grp', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('avatar', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('admin_permission')
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admin.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('admin_permission_pk', ['admin_id', 'action'])
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admin.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('revoked_at', 'integer')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('session_admin_idx').on('session').columns(['admin_id']).execute();

  await db.schema
    .createTable('login_failure')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failure_key_idx').on('login_failure').columns(['username', 'ip', 'at']).execute();

  await db.schema
    .createTable('action_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('admin_id', 'integer')
    .addColumn('username', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('resource', 'text')
    .addColumn('record_id', 'text')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('action_log_created_idx').on('action_log').columns(['created_at']).execute();
  await db.schema.createIndex('action_log_admin_idx').on('action_log').columns(['admin_id', 'created_at']).execute();

  await db.schema
    .createTable('customer')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text')
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('company', 'text')
    .addColumn('wechat_name', 'text')
    .addColumn('wechat_avatar', 'text')
    .addColumn('avatar', 'text')
    .addColumn('grp', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('repair')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('no', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('service_mode', 'text', (c) => c.notNull().defaultTo('mail'))
    .addColumn('serial', 'text', (c) => c.notNull())
    .addColumn('model', 'text')
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text', (c) => c.notNull())
    .addColumn('customer_company', 'text')
    .addColumn('address', 'text')
    .addColumn('fault', 'text', (c) => c.notNull())
    .addColumn('solution', 'text')
    .addColumn('fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('engineer', 'text')
    .addColumn('express_in', 'text')
    .addColumn('express_out', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.references('admin.id').onDelete('set null'))
    .execute();
  const repairIndexes: readonly (readonly string[])[] = [
    ['type', 'created_at'],
    ['type', 'updated_at'],
    ['type', 'status', 'created_at'],
    ['type', 'status', 'updated_at'],
    ['type', 'service_mode', 'created_at'],
    ['type', 'service_mode', 'updated_at'],
    ['serial', 'created_at'],
    ['serial', 'updated_at'],
    ['customer_phone', 'created_at'],
    ['customer_phone', 'updated_at'],
    ['customer_name', 'created_at'],
  ];
  for (const columns of repairIndexes) {
    await db.schema.createIndex(`repair_${columns.join('_')}_idx`).on('repair').columns([...columns]).execute();
  }

  await db.schema
    .createTable('repair_event')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('repair_id', 'integer', (c) => c.notNull().references('repair.id'))
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
  await db.schema.createIndex('repair_event_repair_idx').on('repair_event').columns(['repair_id', 'id']).execute();
}

/** Drops everything `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['repair_event', 'repair', 'customer', 'action_log', 'login_failure', 'session', 'admin_permission', 'admin']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
