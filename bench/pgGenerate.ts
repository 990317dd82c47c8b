import pg from 'pg';
import { fillRows, progress, type Row, type RowTarget } from './fillRows.ts';
import { generationMeta, log, migrateAndSeed, nowOf, type GenerateOptions } from './generateOptions.ts';

/**
 * The benchmark database on PostgreSQL: the same migrations, demo seed and generated rows
 * (bench/fillRows.ts, bench/rows.ts) as the SQLite file, in a fresh database with collation C.
 * Rows go in as INSERT … SELECT FROM unnest(one array per column), ROWS_PER_INSERT rows a statement, so the
 * count-keeping PL/pgSQL triggers and the foreign-key checks fire per row as in production;
 * the secondary indexes are dropped first and built once afterwards, then VACUUM ANALYZE sets
 * the planner's statistics and the visibility map (as autovacuum would shortly after a bulk load).
 * The parameters and sources it was made from are the database's comment, so a later run reuses it.
 */

/** The maintenance database of the PostgreSQL server the bench uses (BENCH_PG_URL). */
export const BENCH_PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

/** Rows per INSERT statement (each column one array parameter). */
const ROWS_PER_INSERT = 5000;

/** The URL of database `name` on the server of `adminUrl`. */
export function pgUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const ident = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  return name;
};

/** Runs statements on the maintenance database, one connection. */
export async function pgAdminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(adminUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export const dropPgDatabaseNamed = async (adminUrl: string, name: string): Promise<void> => void (await pgAdminQuery(adminUrl, `drop database if exists ${ident(name)} with (force)`));

/** A new, empty database as plain `createdb` makes it (the cluster's locale; the product's columns compare as C: src/server/db/dialects/postgresByteOrder.ts). */
export async function createPgDatabase(adminUrl: string, name: string, template = 'template0'): Promise<void> {
  const copy = template === 'template0' ? '' : `template ${ident(template)} strategy file_copy`;
  await pgAdminQuery(adminUrl, `create database ${ident(name)} ${copy}`);
}

/** The cached database's name for these options. */
export const pgBenchName = (opts: GenerateOptions): string => `cms_bench_${opts.repairs}_${opts.requests}_s${opts.seed}`;

const pgMeta = (opts: GenerateOptions): string => JSON.stringify(generationMeta(opts, ['bench/pgGenerate.ts']));

/** Whether database `name` exists and was generated with these parameters, migrations and sources. */
export async function isCurrentPg(adminUrl: string, name: string, opts: GenerateOptions): Promise<boolean> {
  const rows = await pgAdminQuery<{ meta: string | null }>(adminUrl, "select shobj_description(oid, 'pg_database') as meta from pg_database where datname = $1", [name]);
  return rows[0]?.meta === pgMeta(opts);
}

function pgTarget(client: pg.Client): RowTarget {
  return {
    select: async <T>(text: string) => (await client.query(text)).rows as T[],
    async insertAll(table: string, rows: Iterable<Row>, total: number) {
      const indexes = (
        await client.query<{ name: string; def: string }>(
          `select c.relname as name, pg_get_indexdef(i.indexrelid) as def from pg_index i join pg_class c on c.oid = i.indexrelid
           where i.indrelid = $1::regclass and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
          [table],
        )
      ).rows;
      for (const ix of indexes) await client.query(`drop index "${ix.name}"`);
      const shown = progress(log, table, total);
      let keys: string[] = [];
      let batch: Row[] = [];
      let n = 0;
      // the next batch is built while the database writes the previous one
      let writing: Promise<unknown> = Promise.resolve();
      const types = new Map(
        (await client.query<{ name: string; type: string }>('select column_name as name, data_type as type from information_schema.columns where table_name = $1', [table])).rows.map((c) => [c.name, c.type]),
      );
      // one array parameter per column: the statement's text and its plan do not grow with the rows
      const send = (chunk: Row[]): Promise<unknown> => {
        const values = keys.map((k) => chunk.map((row) => row[k]));
        const text = `insert into ${table} (${keys.join(', ')}) select * from unnest(${keys.map((k, i) => `$${i + 1}::${types.get(k)}[]`).join(', ')})`;
        return client.query({ name: `bench_${table}`, text, values });
      };
      for (const row of rows) {
        if (!keys.length) keys = Object.keys(row);
        batch.push(row);
        if (batch.length === ROWS_PER_INSERT) {
          await writing;
          writing = send(batch);
          n += batch.length;
          batch = [];
          if (n % 50_000 === 0) shown.step(n);
        }
      }
      await writing;
      if (batch.length) await send(batch);
      shown.done(n + batch.length);
      const indexed = Date.now();
      for (const ix of indexes) await client.query(ix.def);
      log(`${table}: ${indexes.length} indexes re-created in ${((Date.now() - indexed) / 1000).toFixed(1)} s`);
    },
  };
}

/** Writes a fresh benchmark database `name` (through `<name>_partial`, renamed when complete). */
export async function generatePgDatabase(adminUrl: string, name: string, opts: GenerateOptions): Promise<void> {
  const started = Date.now();
  const partial = `${name}_partial`;
  await dropPgDatabaseNamed(adminUrl, partial);
  try {
    await createPgDatabase(adminUrl, partial);
    const now = nowOf(opts);
    await migrateAndSeed(pgUrlFor(adminUrl, partial), now);
    const client = new pg.Client({ connectionString: pgUrlFor(adminUrl, partial) });
    await client.connect();
    try {
      await client.query('set synchronous_commit = off'); // a failed run drops the database anyway
      await client.query("set maintenance_work_mem = '256MB'"); // the index builds sort in memory
      await fillRows(pgTarget(client), opts, now);
      const analysed = Date.now();
      await client.query('vacuum (analyze)');
      log(`vacuum analyze in ${((Date.now() - analysed) / 1000).toFixed(1)} s`);
    } finally {
      await client.end();
    }
    await dropPgDatabaseNamed(adminUrl, name);
    await pgAdminQuery(adminUrl, `alter database ${ident(partial)} rename to ${ident(name)}`);
    await pgAdminQuery(adminUrl, `comment on database ${ident(name)} is ${pg.escapeLiteral(pgMeta(opts))}`);
    const [size] = await pgAdminQuery<{ bytes: string }>(adminUrl, 'select pg_database_size($1)::text as bytes', [name]);
    log(`done: PostgreSQL database ${name} (${(Number(size.bytes) / 1048576).toFixed(0)} MiB) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (err) {
    await dropPgDatabaseNamed(adminUrl, partial).catch(() => undefined);
    throw err;
  }
}

/** The cached PostgreSQL database for these options, generated first when missing or stale. */
export async function ensurePgDatabase(opts: GenerateOptions, adminUrl = BENCH_PG_URL): Promise<{ name: string; reused: boolean; seconds: number }> {
  const name = pgBenchName(opts);
  if (await isCurrentPg(adminUrl, name, opts)) return { name, reused: true, seconds: 0 };
  const started = Date.now();
  await generatePgDatabase(adminUrl, name, opts);
  return { name, reused: false, seconds: (Date.now() - started) / 1000 };
}
