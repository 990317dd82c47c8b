import { sql, type Kysely } from 'kysely';

/**
 * System config and email templates become declared resources (issue 17):
 * - a config value is stored as the JSON text of its typed value (the declared `value` is a
 *   `json` field), so `'465'` of a number becomes `465` and `'95338'` of a text `"95338"`;
 * - the (type, key) index serves the list's type filter under its default sort by key, and the
 *   name index the templates' search by name;
 * - templates get the engine's `created_by` and history table `email_template_event`.
 * Existing rows are kept.
 */

type Tables = { system_config: { id: number; type: string; value: string | null } };

/** The JSON text of an old stored value of a type (json values already were JSON). */
export function jsonTextOf(type: string, text: string | null): string | null {
  if (text === null || type === 'json') return text;
  if (type === 'number') return Number.isFinite(Number(text)) ? JSON.stringify(Number(text)) : null;
  if (type === 'boolean') return JSON.stringify(text === 'true');
  return JSON.stringify(text);
}

/** The old stored text of a JSON text of a type. */
function plainTextOf(type: string, text: string | null): string | null {
  if (text === null || type === 'json') return text;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    return text;
  }
}

async function rewriteValues(db: Kysely<unknown>, rewrite: (type: string, text: string | null) => string | null): Promise<void> {
  const t = db.withTables<Tables>();
  const rows = await t.selectFrom('system_config').select(['id', 'type', 'value']).execute();
  for (const row of rows) {
    const value = rewrite(row.type, row.value);
    if (value !== row.value) await t.updateTable('system_config').set({ value }).where('id', '=', row.id).execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewriteValues(db, jsonTextOf);
  await db.schema.createIndex('system_config_type_key_idx').on('system_config').columns(['type', 'key']).execute();

  await db.schema.createIndex('email_template_name_idx').on('email_template').columns(['name']).execute();
  await db.schema.alterTable('email_template').addColumn('created_by', 'integer', (c) => c.references('admin.id').onDelete('set null')).execute();
  await db.schema
    .createTable('email_template_event')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('email_template_id', 'integer', (c) => c.notNull().references('email_template.id'))
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
  await db.schema.createIndex('email_template_event_template_idx').on('email_template_event').columns(['email_template_id', 'id']).execute();
}

/** Undoes `up`: values back to plain text, the index, the history table and the column gone. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_template_event').ifExists().execute();
  await db.schema.alterTable('email_template').dropColumn('created_by').execute();
  await db.schema.dropIndex('email_template_name_idx').ifExists().execute();
  await db.schema.dropIndex('system_config_type_key_idx').ifExists().execute();
  await rewriteValues(db, plainTextOf);
}
