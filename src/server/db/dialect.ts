import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * What differs between the two databases for the generic SQL the engine writes as text (list
 * pages, totals, records). Kysely's builder covers the rest; the migrations' differences live in
 * dialects/postgresOpen.ts (column types) and countTables.ts (trigger bodies).
 */
/** The two databases. */
export type DialectName = 'sqlite' | 'postgres';

export interface SqlDialect {
  name: DialectName;
  /**
   * A column in a range or prefix condition that must not decide the index: SQLite would pick
   * that column's index and sort in a temporary b-tree, so `+col` hides it; PostgreSQL's planner
   * weighs both by cost and needs no hint.
   */
  unindexed(ref: string): string;
  /** Query text with `?` placeholders as the driver takes it (PostgreSQL: `$1`, `$2`, …). */
  text(sql: string): string;
  /**
   * The statement (its one parameter: a key) that makes transactions taking the next number of one
   * sequence (`max(no) + 1`) wait for each other until commit, or null where write transactions
   * already run one at a time (SQLite: `begin immediate`). PostgreSQL: a transaction-scoped
   * advisory lock; READ COMMITTED then reads the other's committed number in the next statement.
   */
  sequenceLock: string | null;
}

const sqlite: SqlDialect = {
  name: 'sqlite',
  unindexed: (ref) => `+${ref}`,
  text: (sql) => sql,
  sequenceLock: null,
};

const numbered = new Map<string, string>();

const postgres: SqlDialect = {
  name: 'postgres',
  sequenceLock: 'select pg_advisory_xact_lock(hashtext($1))',
  unindexed: (ref) => ref,
  text(sql) {
    let out = numbered.get(sql);
    if (out === undefined) {
      let n = 0;
      // the engine's query text holds no `?` but its placeholders (values are always parameters)
      out = sql.replace(/\?/g, () => `$${++n}`);
      if (numbered.size > 2000) numbered.clear();
      numbered.set(sql, out);
    }
    return out;
  },
};

/** The dialect of a Kysely handle or transaction. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database type
export const dialectOf = (db: Kysely<any>): SqlDialect => (db.getExecutor().adapter instanceof PostgresAdapter ? postgres : sqlite);

/** Whether a DATABASE_URL names a PostgreSQL database rather than an SQLite file. */
export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//.test(url);

/** A unique-constraint failure on either database, with the column when the message names it (SQLite). */
export function uniqueViolation(err: unknown): { column?: string } | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  const message = err instanceof Error ? err.message : '';
  if (code === '23505') {
    // PostgreSQL: `Key (username)=(x) already exists.` in `detail`
    const detail = String((err as { detail?: unknown }).detail ?? '');
    return { column: /^Key \(([^)]+)\)=/.exec(detail)?.[1] };
  }
  if (code !== 'SQLITE_CONSTRAINT_UNIQUE' && !/UNIQUE constraint failed/.test(message)) return undefined;
  return { column: /UNIQUE constraint failed: \w+\.(\w+)/.exec(message)?.[1] };
}
