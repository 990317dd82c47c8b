import { sql, type Kysely } from 'kysely';
import type { FieldDef, ResourceDef } from '../../../resources/define.ts';

/**
 * Exact record counts per declared count dimension (`ResourceDef.counts`, e.g. type × status),
 * kept in `<table>_count` by AFTER INSERT / DELETE / UPDATE OF <dims> triggers — in the same
 * transaction as every change, whoever writes it (generic handlers, hand-written handlers,
 * seeds). List totals and badge counts read this tiny table instead of counting rows.
 * The statements are derived from the declaration; migrations call `createCountTable`.
 */

/** The count table of a resource. */
export const countTableOf = (resource: Pick<ResourceDef, 'table'>): string => `${resource.table}_count`;

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

function dimColumns(resource: ResourceDef): { column: string; affinity: 'integer' | 'text' }[] {
  return (resource.counts ?? []).map((name) => {
    const f = resource.fields.find((x) => x.name === name);
    if (!f) throw new Error(`${resource.name}: count dimension ${name} is not a field`);
    return { column: f.db?.column ?? f.name, affinity: affinityOf(f) };
  });
}

function affinityOf(f: FieldDef): 'integer' | 'text' {
  if (['number', 'money', 'id', 'reference', 'boolean'].includes(f.type)) return 'integer';
  if (f.type === 'enum' && f.options?.every((o) => typeof o.value === 'number')) return 'integer';
  return 'text';
}

/** The SQL statements that create the count table, its three triggers and its backfill. */
export function countTableStatements(resource: ResourceDef): string[] {
  const dims = dimColumns(resource);
  if (!dims.length) return [];
  const t = resource.table;
  const ct = quote(countTableOf(resource));
  const cols = dims.map((d) => quote(d.column)).join(', ');
  const match = (row: 'old' | 'new'): string => dims.map((d) => `${quote(d.column)} is ${row}.${quote(d.column)}`).join(' and ');
  const values = (row: 'old' | 'new'): string => dims.map((d) => `${row}.${quote(d.column)}`).join(', ');
  const add = `insert into ${ct} (${cols}, n) values (${values('new')}, 1) on conflict (${cols}) do update set n = n + 1;`;
  const remove = `update ${ct} set n = n - 1 where ${match('old')};`;
  const changed = dims.map((d) => `new.${quote(d.column)} is not old.${quote(d.column)}`).join(' or ');
  return [
    `create table ${ct} (${dims.map((d) => `${quote(d.column)} ${d.affinity} not null`).join(', ')}, n integer not null, primary key (${cols}))`,
    `create trigger ${quote(`${t}_count_insert`)} after insert on ${quote(t)} begin ${add} end`,
    `create trigger ${quote(`${t}_count_delete`)} after delete on ${quote(t)} begin ${remove} end`,
    `create trigger ${quote(`${t}_count_update`)} after update of ${cols} on ${quote(t)} when ${changed} begin ${remove} ${add} end`,
    `insert into ${ct} (${cols}, n) select ${cols}, count(*) from ${quote(t)} group by ${cols}`,
  ];
}

/** Creates the count table, triggers and backfill of a resource (no-op without `counts`). */
export async function createCountTable(db: Kysely<unknown>, resource: ResourceDef): Promise<void> {
  for (const statement of countTableStatements(resource)) await sql.raw(statement).execute(db);
}

/** Drops what `createCountTable` created. */
export async function dropCountTable(db: Kysely<unknown>, resource: ResourceDef): Promise<void> {
  for (const kind of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists ${quote(`${resource.table}_count_${kind}`)}`).execute(db);
  await sql.raw(`drop table if exists ${quote(countTableOf(resource))}`).execute(db);
}
