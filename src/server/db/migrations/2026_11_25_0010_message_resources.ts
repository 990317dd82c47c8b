import { sql, type Kysely } from 'kysely';

/**
 * 站内信管理 becomes a declared resource (issue 17): the notices are edited, revoked and resent
 * through the generic CRUD path, which keeps `created_by` on every record and a history in
 * `<table>_event`; the list's title search has its index. Existing messages get their sender as creator.
 */

type Tables = { message: { id: number; sender_id: number; created_by: number | null } };

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('message').addColumn('created_by', 'integer', (c) => c.references('admin.id').onDelete('set null')).execute();
  await db.withTables<Tables>().updateTable('message').set((eb) => ({ created_by: eb.ref('sender_id') })).execute();
  await db.schema
    .createTable('message_event')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('message_id', 'integer', (c) => c.notNull())
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
  await db.schema.createIndex('message_kind_title_idx').on('message').columns(['kind', 'title']).execute();
  await db.schema.createIndex('message_event_message_idx').on('message_event').columns(['message_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_event').ifExists().execute();
  await db.schema.dropIndex('message_kind_title_idx').ifExists().execute();
  await db.schema.alterTable('message').dropColumn('created_by').execute();
}
