import { repairRows, requestRows } from './rows.ts';

/** One generated row: column → value. */
export type Row = Record<string, string | number | null>;

/**
 * Where the generated rows go: an SQLite file (bench/generate.ts) or a PostgreSQL database
 * (bench/pgGenerate.ts). Both get the same rows from the same builders (bench/rows.ts).
 */
export interface RowTarget {
  /** The rows of a read query (plain SQL both databases read alike). */
  select<T>(sql: string): Promise<T[]>;
  /** Inserts `rows` into `table` with ordinary INSERTs (the triggers fire); `total` is for the progress log. */
  insertAll(table: string, rows: Iterable<Row>, total: number): Promise<void>;
}

export interface FillOptions {
  repairs: number;
  requests: number;
  seed: number;
}

/** Rows are spread over this many years before "now". */
const YEARS = 3;

/**
 * Writes the generated repairs and requests into a migrated, demo-seeded database: the
 * operators, the stock items and the numbers already used come from the demo seed there.
 */
export async function fillRows(target: RowTarget, opts: FillOptions, now: number): Promise<void> {
  const operators = (await target.select<{ id: number }>('select id from admin where grp >= 64 and status = 1 order by id')).map((a) => Number(a.id));
  const stock = (await target.select<{ id: number; kind: string }>('select id, kind from stock_item order by id')).map((s) => ({ id: Number(s.id), kind: s.kind }));
  const nosOf = async (table: string): Promise<string[]> => (await target.select<{ no: string }>(`select no from ${table}`)).map((x) => x.no);
  const ctx = { now, years: YEARS, operators };
  await target.insertAll('repair', repairRows(opts.repairs, opts.seed, ctx, await nosOf('repair')), opts.repairs);
  await target.insertAll('request', requestRows(opts.requests, opts.seed, { ...ctx, stock }, await nosOf('request')), opts.requests);
}

/** A progress logger for one table's inserts. */
export function progress(log: (msg: string) => void, table: string, total: number): { step(n: number): void; done(n: number): void } {
  const started = Date.now();
  const secs = (): string => ((Date.now() - started) / 1000).toFixed(1);
  return {
    step: (n) => log(`${table}: ${n.toLocaleString('en')} / ${total.toLocaleString('en')} (${secs()} s)`),
    done: (n) => log(`${table}: ${n.toLocaleString('en')} rows in ${secs()} s`),
  };
}
