import { sql, type Kysely, type Transaction } from 'kysely';

/**
 * Runs `read` in one read-only REPEATABLE READ transaction on PostgreSQL, with the identity of
 * its snapshot (`pg_current_snapshot()`: the transactions it sees as committed). Two reads with
 * the same identity see the same rows, so it serves as the version a cache of row positions
 * (the deep-page anchors) is kept under; any commit anywhere gives a new one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database type
export function inReadSnapshot<T>(db: Kysely<any>, read: (trx: Transaction<any>, version: string) => Promise<T>): Promise<T> {
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(async (trx) => {
    const { rows } = await sql<{ v: string }>`select pg_current_snapshot()::text as v`.execute(trx);
    return read(trx, rows[0].v);
  });
}
