import type { Handler } from 'hono';
import { sql } from 'kysely';
import { CHINA_DAY_BEGINS_UTC_HOUR, chinaDayOfUtcDay } from '../../../domain/chinaTime.ts';
import { ok } from '../../../domain/envelope.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { statRange } from '../../shared/stats/statRange.ts';
import { dailyLimit } from './config.ts';

export interface SerialWarning {
  serial: string;
  day: string;
  count: number;
}

/**
 * GET /device/active-log/warnings?from=&to= (China days; default the last 30 days, at most 366)
 * → `{ limit, serials: [{ serial, day, count }] }`: every serial that made more than N requests
 * (system config active_log_daily_limit) on one China day of the range, newest day first, then
 * the most requests. Counted per UTC hour in the database (both databases alike), folded into
 * China days here.
 */
export const warningsHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const range = statRange(c.req.query('from'), c.req.query('to'), deps.clock.now());
  const limit = await dailyLimit(deps.db);
  const hour = sql<string>`substr(created_at, 1, 13)`;
  const rows = await deps.db
    .selectFrom('device_active_log')
    .select((e) => ['serial', hour.as('hour'), e.fn.countAll().as('n')])
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .groupBy(['serial', hour])
    .execute();
  const counts = new Map<string, SerialWarning>();
  for (const r of rows) {
    const text = String(r.hour);
    const day = chinaDayOfUtcDay(text.slice(0, 10), Number(text.slice(11, 13)) >= CHINA_DAY_BEGINS_UTC_HOUR);
    const key = `${r.serial}\n${day}`;
    const known = counts.get(key) ?? { serial: r.serial, day, count: 0 };
    known.count += Number(r.n);
    counts.set(key, known);
  }
  const serials = [...counts.values()].filter((w) => w.count > limit).sort((a, b) => b.day.localeCompare(a.day) || b.count - a.count || a.serial.localeCompare(b.serial));
  return c.json(ok({ from: range.from, to: range.to, limit, serials }));
};
