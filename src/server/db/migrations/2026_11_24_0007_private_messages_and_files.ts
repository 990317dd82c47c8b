import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * Issue 15: private messages stay private; uploaded files are reached by a random key.
 *
 * Messages get a kind (`private` | `notice`) and who last edited a notice and when. Every
 * existing message becomes private: none was sent from 站内信管理 (it had no send). A private
 * message that management rewrote gets back the title and content its sender wrote (the
 * `before` of its first `messages.manageUpdate` log row), and the action log keeps no title or
 * content of a private message. The management list's indexes start with the kind.
 *
 * Uploads get a `key` (128 random bits, base64url), unique and not null (the table is rebuilt
 * with its ids kept). The picture columns that may hold an upload's URL by id
 * (`…/system/upload/<id>`) are rewritten to the key's URL, and get an index: a download looks
 * up the records that refer to the file (fileReferencesOf in resources/settings/upload.ts).
 */

/** The tables as this migration reads and writes them (a frozen snapshot, not tables.ts). */
type Snapshot = {
  message: { id: number; title: string; content: string; kind: string };
  action_log: { id: number; action: string; record_id: string | null; before_json: string | null; after_json: string | null };
  upload_file: Record<string, unknown> & { id: number };
  upload_file_next: Record<string, unknown>;
};

type AnyDb = Kysely<Snapshot>;

/** The picture columns declared as `image` fields when this migration was written. */
const PICTURE_COLUMNS = [
  { table: 'admin', column: 'avatar', index: 'admin_avatar_idx' },
  { table: 'customer', column: 'avatar', index: 'customer_avatar_idx' },
  { table: 'customer', column: 'wechat_avatar', index: 'customer_wechat_avatar_idx' },
] as const;

const MESSAGE_ACTIONS = ['messages.send', 'messages.manageUpdate', 'messages.revoke', 'messages.resend'];
const UPLOAD_PATH = '/api/cms/system/upload/';

const parse = (text: string | null): Record<string, unknown> | null => {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const withoutText = (value: Record<string, unknown> | null): string | null => {
  if (!value) return null;
  const { title: _title, content: _content, ...rest } = value;
  return JSON.stringify(rest);
};

async function messagesUp(db: AnyDb): Promise<void> {
  await db.schema.alterTable('message').addColumn('kind', 'text', (c) => c.notNull().defaultTo('private').check(sql`kind in ('private', 'notice')`)).execute();
  await db.schema.alterTable('message').addColumn('edited_at', 'text').execute();
  await db.schema.alterTable('message').addColumn('edited_by', 'integer', (c) => c.references('admin.id').onDelete('set null')).execute();
  await db.schema.dropIndex('message_created_idx').ifExists().execute();
  await db.schema.dropIndex('message_status_created_idx').ifExists().execute();
  await db.schema.createIndex('message_kind_created_idx').on('message').columns(['kind', 'created_at']).execute();
  await db.schema.createIndex('message_kind_status_created_idx').on('message').columns(['kind', 'status', 'created_at']).execute();

  const logs = await db
    .selectFrom('action_log')
    .select(['id', 'action', 'record_id', 'before_json', 'after_json'])
    .where('action', 'in', MESSAGE_ACTIONS)
    .orderBy('id')
    .execute();
  const restored = new Set<string>();
  for (const log of logs) {
    if (log.action !== 'messages.manageUpdate' || log.record_id === null || restored.has(log.record_id)) continue;
    restored.add(log.record_id);
    const before = parse(log.before_json);
    if (typeof before?.title !== 'string' || typeof before.content !== 'string') continue;
    await db.updateTable('message').set({ title: before.title, content: before.content }).where('id', '=', Number(log.record_id)).execute();
  }
  for (const log of logs) {
    await db.updateTable('action_log').set({ before_json: withoutText(parse(log.before_json)), after_json: withoutText(parse(log.after_json)) }).where('id', '=', log.id).execute();
  }
}

async function messagesDown(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('message_kind_status_created_idx').ifExists().execute();
  await db.schema.dropIndex('message_kind_created_idx').ifExists().execute();
  await db.deleteFrom('message').where('kind', '=', 'notice').execute();
  for (const column of ['edited_by', 'edited_at', 'kind']) await db.schema.alterTable('message').dropColumn(column).execute();
  await db.schema.createIndex('message_created_idx').on('message').columns(['created_at']).execute();
  await db.schema.createIndex('message_status_created_idx').on('message').columns(['status', 'created_at']).execute();
}

/** A new upload_file table (with or without the key), its indexes and the rows copied over. */
async function rebuildUploads(db: AnyDb, withKey: boolean): Promise<Map<string, string>> {
  let table = db.schema
    .createTable('upload_file_next')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('stored_name', 'text', (c) => c.notNull().unique());
  if (withKey) table = table.addColumn('key', 'text', (c) => c.notNull());
  await table
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('ext', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('uploader_id', 'integer', (c) => c.references('admin.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  const rows = await db.selectFrom('upload_file').selectAll().orderBy('id').execute();
  const renamed = new Map<string, string>();
  for (const row of rows) {
    const { key: oldKey, ...rest } = row;
    const key = randomBytes(16).toString('base64url');
    await db.insertInto('upload_file_next').values(withKey ? { ...rest, key } : rest).execute();
    if (withKey) renamed.set(String(row.id), key);
    else if (typeof oldKey === 'string') renamed.set(oldKey, String(row.id));
  }
  // PostgreSQL's identity does not move past ids inserted explicitly (SQLite's autoincrement does)
  if (dialectOf(db).name === 'postgres') await sql`select setval(pg_get_serial_sequence('upload_file_next', 'id'), coalesce(max(id), 0) + 1, false) from upload_file_next`.execute(db);
  await db.schema.dropTable('upload_file').execute();
  await db.schema.alterTable('upload_file_next').renameTo('upload_file').execute();
  await db.schema.createIndex('upload_file_created_idx').on('upload_file').columns(['created_at']).execute();
  if (withKey) await db.schema.createIndex('upload_file_key_idx').on('upload_file').column('key').unique().execute();
  return renamed;
}

/**
 * Rewrites a picture that names an upload (`…/system/upload/<from>`, relative or with our host,
 * with or without a query) to the plain relative URL `/api/cms/system/upload/<to>`: records refer
 * to a file by the URL the upload answers, and app and API share one origin.
 */
async function rewritePictures(db: AnyDb, renamed: Map<string, string>): Promise<void> {
  if (!renamed.size) return;
  const named = /^(?:[a-z]+:)?(?:\/\/[^/]+)?\/api\/cms\/system\/upload\/([A-Za-z0-9_-]+)(?:[?#].*)?$/i;
  for (const { table, column } of PICTURE_COLUMNS) {
    const rows = await sql<{ id: number; value: string }>`select id, ${sql.ref(column)} as value from ${sql.table(table)} where ${sql.ref(column)} like ${`%${UPLOAD_PATH}%`}`.execute(db);
    for (const row of rows.rows) {
      const to = renamed.get(named.exec(row.value.trim())?.[1] ?? '');
      if (to) await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${`${UPLOAD_PATH}${to}`} where id = ${row.id}`.execute(db);
    }
  }
}

export async function up(raw: Kysely<unknown>): Promise<void> {
  const db = raw.withTables<Snapshot>();
  await messagesUp(db);
  await rewritePictures(db, await rebuildUploads(db, true));
  for (const { table, column, index } of PICTURE_COLUMNS) await db.schema.createIndex(index).on(table).column(column).execute();
}

export async function down(raw: Kysely<unknown>): Promise<void> {
  const db = raw.withTables<Snapshot>();
  for (const { index } of PICTURE_COLUMNS) await db.schema.dropIndex(index).ifExists().execute();
  await rewritePictures(db, await rebuildUploads(db, false));
  await messagesDown(db);
}
