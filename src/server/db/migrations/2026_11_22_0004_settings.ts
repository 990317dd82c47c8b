import { sql, type Kysely } from 'kysely';

/**
 * Schema of the settings area: private messages (one message, one receipt per recipient),
 * system config items, email templates, the WeChat menu (one row) and uploaded files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('admin.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('sent').check(sql`status in ('sent', 'revoked')`))
    .addColumn('sender_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('message_created_idx').on('message').columns(['created_at']).execute();
  await db.schema.createIndex('message_status_created_idx').on('message').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('message_sender_created_idx').on('message').columns(['sender_id', 'sender_deleted', 'created_at']).execute();

  await db.schema
    .createTable('message_receipt')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('message_id', 'integer', (c) => c.notNull().references('message.id').onDelete('cascade'))
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('admin.id').onDelete('cascade'))
    .addColumn('read_at', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('delivered_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('message_receipt_unique', ['message_id', 'recipient_id'])
    .execute();
  await db.schema.createIndex('message_receipt_inbox_idx').on('message_receipt').columns(['recipient_id', 'deleted_at', 'delivered_at']).execute();
  await db.schema.createIndex('message_receipt_unread_idx').on('message_receipt').columns(['recipient_id', 'deleted_at', 'read_at']).execute();

  await db.schema
    .createTable('system_config')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('string'))
    .addColumn('value', 'text')
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.references('admin.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('system_config_updated_idx').on('system_config').columns(['updated_at']).execute();
  await db.schema.createIndex('system_config_type_updated_idx').on('system_config').columns(['type', 'updated_at']).execute();
  await db.schema.createIndex('system_config_public_updated_idx').on('system_config').columns(['is_public', 'updated_at']).execute();
  await db.schema.createIndex('system_config_name_idx').on('system_config').columns(['name']).execute();

  await db.schema
    .createTable('system_config_event')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('system_config_id', 'integer', (c) => c.notNull().references('system_config.id'))
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
  await db.schema.createIndex('system_config_event_config_idx').on('system_config_event').columns(['system_config_id', 'id']).execute();

  await db.schema
    .createTable('email_template')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('sample_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('email_template_updated_idx').on('email_template').columns(['updated_at']).execute();

  await db.schema
    .createTable('wechat_menu')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('menu_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('admin.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('upload_file')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('ext', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('uploader_id', 'integer', (c) => c.references('admin.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('upload_file_created_idx').on('upload_file').columns(['created_at']).execute();
}

/** Drops everything `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['upload_file', 'wechat_menu', 'email_template', 'system_config_event', 'system_config', 'message_receipt', 'message']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
