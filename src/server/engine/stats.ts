import { sql } from 'kysely';
import type { Handler } from 'hono';
import type { ResourceDef } from '../../../resources/define.ts';
import { chinaMonthStart } from '../../domain/chinaTime.ts';
import { ok } from '../../domain/envelope.ts';
import type { AppEnv, Deps } from '../context.ts';
import { ApiError } from '../errors.ts';
import { parseRange } from './filterValues.ts';
import { fieldByName } from './schema.ts';

/** The current month in China time as an ISO range `[from, to)`. */
export const monthRange = (now: number): { from: string; to: string } => ({ from: chinaMonthStart(now), to: chinaMonthStart(now, 1) });

/**
 * GET stats: per screen, how many records of each status were created in `?created=from,to`
 * (default: this month, China time). Each screen's fixed values lead the index it runs on.
 */
export const statsHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  if (!resource.status) throw new ApiError('ROUTE_NOT_FOUND');
  const created = fieldByName(resource, 'created_at');
  const raw = c.req.query('created');
  const range = raw && created ? parseRange(created, raw) : { ...monthRange(deps.clock.now()), toInclusive: false };
  const status = sql.ref(resource.status.field);
  const out: Record<string, Record<string, number>> = {};
  for (const screen of resource.screens) {
    const conds = Object.entries(screen.fixed ?? {}).map(([k, v]) => sql`${sql.ref(k)} = ${v}`);
    if (range.from) conds.push(sql`created_at >= ${range.from}`);
    if (range.to) conds.push(range.toInclusive ? sql`created_at <= ${range.to}` : sql`created_at < ${range.to}`);
    const where = conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
    const r = await sql<{ s: string; n: number }>`select ${status} as s, count(*) as n from ${sql.table(resource.table)} ${where} group by ${status}`.execute(deps.db);
    out[screen.name] = Object.fromEntries(r.rows.map((row) => [String(row.s), Number(row.n)]));
  }
  return c.json(ok({ from: range.from ?? null, to: range.to ?? null, screens: out }));
};
