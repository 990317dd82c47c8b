import { sql, type RawBuilder } from 'kysely';
import { CHINA_DAY_BEGINS_UTC_HOUR } from '../../domain/chinaTime.ts';

/**
 * The parts of a stored instant (ISO text, UTC) a query groups by to count per China day or
 * month, the same SQL on both databases: its UTC day, and whether it is at or after the UTC hour
 * the next China day begins (`late`). `chinaDayOfUtcDay` / `chinaMonthOfUtcDay`
 * (src/domain/chinaTime.ts) read the China day from the two.
 */
export function utcDayParts(ref: RawBuilder<unknown> | ReturnType<typeof sql.ref>): { day: RawBuilder<string>; late: RawBuilder<number> } {
  const hour = String(CHINA_DAY_BEGINS_UTC_HOUR).padStart(2, '0');
  return {
    day: sql<string>`substr(${ref}, 1, 10)`,
    late: sql<number>`case when substr(${ref}, 12, 2) >= ${sql.lit(hour)} then 1 else 0 end`,
  };
}
