import type { Kysely } from 'kysely';

/**
 * Issue 19: files a record refers to inside a JSON value (a ticket's attachments, the pictures
 * of its extra fields, a comment's files) are registered in `upload_ref`, one row per file and
 * record; a download lets whoever may read such a record have the file (canReadFile). The
 * primary key starts with the file's key (the download's look-up); the second index serves the
 * record's delete. Plain columns and indexes: the same on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_ref')
    .addColumn('upload_key', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_ref_pk', ['upload_key', 'resource', 'record_id'])
    .execute();
  await db.schema.createIndex('upload_ref_record_idx').on('upload_ref').columns(['resource', 'record_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_ref').execute();
}
