import { sql, type Kysely } from 'kysely';
import type { ResourceDef } from '../../../resources/define.ts';
import type { HistoryEntry, HistoryKind } from '../../domain/wire.ts';
import type { AuthUser } from '../context.ts';
import type { Database } from '../db/tables.ts';

/** Kinds of history entries. */
export type EventKind = HistoryKind;

/** A history entry to write. */
export interface NewEvent {
  kind: EventKind;
  action?: string | null;
  fromStatus?: string | null;
  toStatus?: string | null;
  content?: string | null;
  data?: unknown;
}

/** Where a resource keeps its history: `<table>_event` with `<table>_id`. */
export const eventTableOf = (resource: ResourceDef): { table: string; fk: string } => ({
  table: `${resource.table}_event`,
  fk: `${resource.table}_id`,
});

/** Appends one history entry; returns its row. */
export async function insertEvent(db: Kysely<Database>, resource: ResourceDef, recordId: number, user: AuthUser, at: number, e: NewEvent): Promise<Record<string, unknown>> {
  const { table, fk } = eventTableOf(resource);
  const result = await sql<Record<string, unknown>>`insert into ${sql.table(table)}
    (${sql.ref(fk)}, kind, action, from_status, to_status, content, data_json, operator_id, operator_name, created_at)
    values (${recordId}, ${e.kind}, ${e.action ?? null}, ${e.fromStatus ?? null}, ${e.toStatus ?? null}, ${e.content ?? null},
      ${e.data === undefined ? null : JSON.stringify(e.data)}, ${user.id}, ${user.name || user.username}, ${new Date(at).toISOString()})
    returning *`.execute(db);
  return result.rows[0];
}

const KIND_LABELS: Record<EventKind, string> = { create: '创建', update: '编辑', status: '变更状态', follow: '跟进' };

/** A history row as the API shows it, with the action's Chinese label. */
export function toEventRecord(resource: ResourceDef, row: Record<string, unknown>): HistoryEntry {
  const kind = row.kind as EventKind;
  const action = resource.status?.actions.find((a) => a.name === row.action);
  let data: unknown = null;
  if (typeof row.data_json === 'string') {
    try {
      data = JSON.parse(row.data_json);
    } catch {
      data = null;
    }
  }
  const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
  return {
    id: Number(row.id),
    kind,
    action: text(row.action),
    action_label: action?.label ?? (kind === 'create' ? `新建${resource.label}` : KIND_LABELS[kind] ?? String(row.kind)),
    from_status: text(row.from_status),
    to_status: text(row.to_status),
    content: text(row.content),
    data,
    operator_id: row.operator_id === null || row.operator_id === undefined ? null : Number(row.operator_id),
    operator_name: text(row.operator_name),
    created_at: String(row.created_at),
  };
}

/** The history of a record, oldest first. */
export async function listEvents(db: Kysely<Database>, resource: ResourceDef, recordId: number): Promise<HistoryEntry[]> {
  const { table, fk } = eventTableOf(resource);
  const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${sql.ref(fk)} = ${recordId} order by id asc`.execute(db);
  return result.rows.map((r) => toEventRecord(resource, r));
}

/** Deletes a record's history (before the record itself). */
export async function deleteEvents(db: Kysely<Database>, resource: ResourceDef, recordId: number): Promise<void> {
  const { table, fk } = eventTableOf(resource);
  await sql`delete from ${sql.table(table)} where ${sql.ref(fk)} = ${recordId}`.execute(db);
}
