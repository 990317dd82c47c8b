import { sql, type Kysely } from 'kysely';
import type { ResourceDef } from '../../../resources/define.ts';
import type { Database } from '../db/tables.ts';
import { ApiError } from '../errors.ts';
import { uniqueViolation } from '../db/dialect.ts';
import type { JsonObject } from '../body.ts';
import type { RowScope } from './hooks.ts';
import { checkField, isNullable, type FieldCheck } from '../../domain/fieldRules.ts';
import { columnOf, fieldByName, rowToRecord, toColumnValue } from './schema.ts';

/** Plain repository functions over a declared resource's table (raw SQL through Kysely). */

/**
 * A unique-constraint failure as 409 DUPLICATE naming the field (「用户名」已存在); any other
 * error passes through.
 */
export const duplicateError = (resource: ResourceDef) => (err: unknown): never => {
  const violation = uniqueViolation(err);
  if (!violation) throw err;
  const column = violation.column;
  const field = resource.fields.find((f) => columnOf(f) === column);
  throw new ApiError('DUPLICATE', field ? `「${field.label}」已存在` : undefined);
};

/** The row of a record within `scope` (column = value, see `ResourceHooks.rowScope`), or undefined. */
export async function findRow(db: Kysely<Database>, resource: ResourceDef, id: number, scope: RowScope = {}): Promise<Record<string, unknown> | undefined> {
  const within = Object.entries(scope).map(([column, value]) => sql` and ${sql.ref(column)} = ${value}`);
  const result = await sql<Record<string, unknown>>`select * from ${sql.table(resource.table)} where id = ${id}${sql.join(within, sql``)}`.execute(db);
  return result.rows[0];
}

/** The record within `scope`, or 404 NOT_FOUND. */
export async function getRecord(db: Kysely<Database>, resource: ResourceDef, id: number, scope: RowScope = {}): Promise<Record<string, unknown>> {
  const row = await findRow(db, resource, id, scope);
  if (!row) throw new ApiError('NOT_FOUND');
  return rowToRecord(resource, row);
}

/** Inserts column values; returns the stored row. */
export async function insertRow(db: Kysely<Database>, resource: ResourceDef, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const cols = Object.keys(values);
  const result = await sql<Record<string, unknown>>`insert into ${sql.table(resource.table)} (${sql.join(cols.map((c) => sql.ref(c)))})
    values (${sql.join(cols.map((c) => values[c]))}) returning *`.execute(db).catch(duplicateError(resource));
  return result.rows[0];
}

/**
 * Updates column values of one row only if it still has `version` (and `status`, when given),
 * bumping the version. Returns the new row, or undefined when the condition no longer holds.
 */
export async function updateRowIf(db: Kysely<Database>, resource: ResourceDef, id: number, version: number, values: Record<string, unknown>, status?: { column: string; value: string }): Promise<Record<string, unknown> | undefined> {
  const sets = Object.entries(values).map(([c, v]) => sql`${sql.ref(c)} = ${v}`);
  sets.push(sql`version = version + 1`);
  const statusCond = status ? sql` and ${sql.ref(status.column)} = ${status.value}` : sql``;
  const result = await sql<Record<string, unknown>>`update ${sql.table(resource.table)} set ${sql.join(sets)}
    where id = ${id} and version = ${version}${statusCond} returning *`.execute(db).catch(duplicateError(resource));
  return result.rows[0];
}

/** Deletes a row if it still has `version`; true when deleted. */
export async function deleteRowIf(db: Kysely<Database>, resource: ResourceDef, id: number, version: number): Promise<boolean> {
  const result = await sql`delete from ${sql.table(resource.table)} where id = ${id} and version = ${version}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/**
 * Reads the `version` a body must carry: missing → 400 VERSION_REQUIRED; anything but a whole
 * number ≥ 1 (the text "8" too: JSON has numbers) → 400 naming it.
 */
export function requireVersion(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') throw new ApiError('VERSION_REQUIRED');
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw < 1) throw new ApiError('BAD_REQUEST', '版本号格式不正确：必须是正整数');
  return raw;
}

/** Reads a `?version=` query value (a delete's): missing → 400 VERSION_REQUIRED; digits only. */
export function requireQueryVersion(raw: string | undefined): number {
  if (raw === undefined || raw === '') throw new ApiError('VERSION_REQUIRED');
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new ApiError('BAD_REQUEST', '版本号格式不正确：必须是正整数');
  return Number(raw);
}

/**
 * Validates submitted field values (by name) and returns them as column values. Missing keys
 * are skipped unless `requireAll`, which applies `required`. All messages are joined.
 */
export function validateValues(resource: ResourceDef, body: JsonObject, names: Iterable<string>, requireAll: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const messages: string[] = [];
  for (const name of names) {
    const f = fieldByName(resource, name);
    if (!f || (!requireAll && !(name in body))) continue;
    const checked: FieldCheck = checkField(f, body[name], isNullable(f));
    if (!checked.ok) messages.push(checked.message);
    else if (checked.value !== undefined) out[columnOf(f)] = toColumnValue(f, checked.value);
  }
  if (messages.length) throw new ApiError('VALIDATION_FAILED', messages.join('；'));
  return out;
}
