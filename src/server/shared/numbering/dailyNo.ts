import { CompiledQuery, sql, type Kysely } from 'kysely';
import { chinaDayKey } from '../../../domain/chinaTime.ts';
import { dialectOf } from '../../db/dialect.ts';
import type { Database } from '../../db/tables.ts';

/**
 * Record numbering (issue 33, part 2): the daily numbers of repairs (WX/KX), requests (BY/PJ),
 * exchanges (HH) and tickets (GD). How a number is read back in a message, and which screen it
 * opens, is declared in resources/recordNumbers.ts.
 */

/** `prefix` + yyyyMMdd (China) + a 4-digit daily sequence, the next free one in `table.no` (creates at the same moment take one after another: SqlDialect.sequenceLock). */
export async function nextDailyNo(db: Kysely<Database>, table: string, prefix: string, now: number): Promise<string> {
  const day = `${prefix}${chinaDayKey(now)}`;
  const lock = dialectOf(db).sequenceLock;
  if (lock) await db.executeQuery(CompiledQuery.raw(lock, [`${table}:${day}`]));
  const last = await sql<{ no: string }>`select no from ${sql.table(table)} where no >= ${day} and no < ${`${day}\uffff`} order by no desc limit 1`.execute(db);
  const seq = last.rows.length ? Number(last.rows[0].no.slice(day.length)) + 1 : 1;
  return `${day}${String(seq).padStart(4, '0')}`;
}
