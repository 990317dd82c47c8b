import { sql, type Kysely } from 'kysely';
import type { FieldDef, ResourceDef } from '../../../resources/define.ts';
import { dialectOf, type DialectName } from './dialect.ts';

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

/** The SQL statements that create the count table, its triggers and its backfill, on `dialect`. */
export function countTableStatements(resource: ResourceDef, dialect: DialectName): string[] {
  const dims = dimColumns(resource);
  if (!dims.length) return [];
  const t = resource.table;
  const ct = quote(countTableOf(resource));
  const cols = dims.map((d) => quote(d.column)).join(', ');
  const values = (row: 'old' | 'new'): string => dims.map((d) => `${row}.${quote(d.column)}`).join(', ');
  const add = `insert into ${ct} (${cols}, n) values (${values('new')}, 1) on conflict (${cols}) do update set n = ${ct}.n + 1;`;
  const backfill = `insert into ${ct} (${cols}, n) select ${cols}, count(*) from ${quote(t)} group by ${cols}`;
  if (dialect === 'postgres') {
    // one PL/pgSQL function per table serves the three row triggers (TG_OP says which change)
    const fn = quote(`${t}_count_keep`);
    const match = dims.map((d) => `${quote(d.column)} is not distinct from old.${quote(d.column)}`).join(' and ');
    const changed = dims.map((d) => `new.${quote(d.column)} is distinct from old.${quote(d.column)}`).join(' or ');
    return [
      `create table ${ct} (${dims.map((d) => `${quote(d.column)} ${d.affinity === 'integer' ? 'bigint' : 'text'} not null`).join(', ')}, n bigint not null, primary key (${cols}))`,
      `create function ${fn}() returns trigger language plpgsql as $$ begin
  if tg_op in ('DELETE', 'UPDATE') then update ${ct} set n = n - 1 where ${match}; end if;
  if tg_op in ('INSERT', 'UPDATE') then ${add} end if;
  return null;
end $$`,
      `create trigger ${quote(`${t}_count_insert`)} after insert on ${quote(t)} for each row execute function ${fn}()`,
      `create trigger ${quote(`${t}_count_delete`)} after delete on ${quote(t)} for each row execute function ${fn}()`,
      `create trigger ${quote(`${t}_count_update`)} after update of ${cols} on ${quote(t)} for each row when (${changed}) execute function ${fn}()`,
      backfill,
    ];
  }
  const match = (row: 'old' | 'new'): string => dims.map((d) => `${quote(d.column)} is ${row}.${quote(d.column)}`).join(' and ');
  const remove = `update ${ct} set n = n - 1 where ${match('old')};`;
  const changed = dims.map((d) => `new.${quote(d.column)} is not old.${quote(d.column)}`).join(' or ');
  return [
    `create table ${ct} (${dims.map((d) => `${quote(d.column)} ${d.affinity} not null`).join(', ')}, n integer not null, primary key (${cols}))`,
    `create trigger ${quote(`${t}_count_insert`)} after insert on ${quote(t)} begin ${add} end`,
    `create trigger ${quote(`${t}_count_delete`)} after delete on ${quote(t)} begin ${remove} end`,
    `create trigger ${quote(`${t}_count_update`)} after update of ${cols} on ${quote(t)} when ${changed} begin ${remove} ${add} end`,
    backfill,
  ];
}

/** The statements that drop what `countTableStatements` created, on `dialect`. */
export function dropCountTableStatements(table: string, dialect: DialectName): string[] {
  const on = dialect === 'postgres' ? ` on ${quote(table)}` : '';
  return [
    ...['insert', 'delete', 'update'].map((kind) => `drop trigger if exists ${quote(`${table}_count_${kind}`)}${on}`),
    ...(dialect === 'postgres' ? [`drop function if exists ${quote(`${table}_count_keep`)}()`] : []),
    `drop table if exists ${quote(`${table}_count`)}`,
  ];
}

/** Creates the count table, triggers and backfill of a resource (no-op without `counts`). */
export async function createCountTable(db: Kysely<unknown>, resource: ResourceDef): Promise<void> {
  for (const statement of countTableStatements(resource, dialectOf(db).name)) await sql.raw(statement).execute(db);
}

/** Drops what `createCountTable` created. */
export async function dropCountTable(db: Kysely<unknown>, resource: ResourceDef): Promise<void> {
  for (const statement of dropCountTableStatements(resource.table, dialectOf(db).name)) await sql.raw(statement).execute(db);
}
