import type { FieldDef, ResourceDef } from '../../../resources/define.ts';
import { resources } from '../../../resources/index.ts';
import { runQuery, type Query } from '../db/fastRead.ts';
import { dialectOf } from '../db/dialect.ts';
import { badgeCountQuery, buildListQuery, parseListParams, screenConditions } from './listQuery.ts';
import { fieldByName } from './schema.ts';
import { rowScopeOf } from './hooks.ts';
import type { AreaSet } from './area.ts';
import type { AuthUser } from '../context.ts';

/** One checked query: what it is, its SQL, SQLite's plan and whether the plan is acceptable. */
export interface PlanCheck {
  label: string;
  sql: string;
  plan: string[];
  ok: boolean;
}

/** A value each filter kind accepts, to build a realistic query. */
function sampleValue(f: FieldDef): string {
  if (f.ui?.filter === 'range') return f.type === 'date' ? '2026-03-01,2026-06-30' : '2026-03-01,2026-06-30';
  if (f.options?.length) return String(f.options[f.options.length - 1].value);
  if (['number', 'id', 'money', 'reference'].includes(f.type)) return '1';
  if (f.type === 'boolean') return '1';
  if (f.type === 'serial') return 'SUP01AB2401';
  if (f.type === 'phone') return '13800000000';
  if (f.type === 'email') return 'a@b.cn';
  return 'x';
}

/**
 * A plan is bad when SQLite sorts in a temp b-tree or reads the whole resource table (`SCAN t`
 * without an index; `SCAN t USING INDEX` walking an index in sort order is fine, and so is a
 * scan of a count table, which holds one row per value combination). `boundedScan`: the query
 * has a LIMIT of its own and no condition (the capped total of an unfiltered list), so even a
 * plain scan stops after the cap.
 */
function judge(tables: readonly string[], plan: string[], boundedScan: boolean): boolean {
  if (plan.some((d) => /USE TEMP B-TREE/.test(d))) return false;
  if (boundedScan) return true;
  return !plan.some((d) => tables.some((table) => new RegExp(`^SCAN ${table}( |$)`).test(d)) && !/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(d));
}

/** The caller whose row scope (`ResourceHooks.rowScope`) the checked lists carry, as every real call does. */
const PLAN_CALLER: AuthUser = { id: 1, username: 'plan', name: '', group: 512, status: 1, permissions: [], sessionId: 0 };

async function explain(db: Parameters<typeof runQuery>[0], q: Query): Promise<string[]> {
  const rows = await runQuery<{ detail: string }>(db, { sql: `explain query plan ${q.sql}`, params: q.params });
  return rows.map((r) => r.detail);
}

/** Any valid sort value of a column, for the keyset queries' anchor (the plan does not depend on it). */
const anchorValue = (f: FieldDef | undefined): unknown => (f && ['number', 'money', 'id', 'reference', 'boolean'].includes(f.type) ? 1 : '2026-01-01T00:00:00.000Z');

/**
 * Every list endpoint (each screen of each resource with a list, under its row scope; a view's
 * plan judged on the tables it reads, a `db.via` filter's on its child table too) × no filter and every declared
 * filter × every sortable field (and the default sort) × both directions: the page query, its
 * total (count table or capped count), the index-only walk and the keyset page deep pages use;
 * plus each badge count. The `q` search ORs prefixes over several columns and is left out.
 */
export async function checkListPlans(db: Parameters<typeof runQuery>[0], areas: AreaSet, only: readonly ResourceDef[] = resources): Promise<PlanCheck[]> {
  const dialect = dialectOf(db);
  // SQLite's planner follows fixed rules, so its plan on a small database is the plan at scale;
  // PostgreSQL's follows table statistics and is measured at scale by `npm run bench` instead
  if (dialect.name !== 'sqlite') throw new Error('checkListPlans reads SQLite query plans');
  const out: PlanCheck[] = [];
  const check = async (label: string, tables: readonly string[], q: Query, boundedScan = false): Promise<void> => {
    const plan = await explain(db, q);
    out.push({ label, sql: q.sql, plan, ok: judge(tables, plan, boundedScan) });
  };
  for (const r of only) {
    if (!r.endpoints.list) continue;
    const tables = [...(r.viewOver ?? [r.table]), ...r.fields.flatMap((f) => (f.db?.via ? [f.db.via.table] : []))];
    const scope = Object.entries(rowScopeOf(areas, r, PLAN_CALLER));
    const filters = r.fields.filter((f) => f.ui?.filter);
    const defaultSort = r.defaultSort.replace(/^-/, '');
    const sorts = [...new Set([defaultSort, ...r.fields.filter((f) => f.ui?.sortable).map((f) => f.name)])];
    // a list with no screen of its own (a knowledge base's documents, a table's hot words) is planned as its endpoint serves it
    for (const screen of r.screens.length > 0 ? r.screens : [undefined]) {
      const screenSorts = screen?.defaultSort ? [...new Set([screen.defaultSort.replace(/^-/, ''), ...sorts])] : sorts;
      for (const filter of [undefined, ...filters]) {
        for (const sort of screenSorts) {
          for (const dir of ['', '-']) {
            // a default sort's other direction on a field not declared sortable is refused (400): no query to plan
            if (!fieldByName(r, sort)?.ui?.sortable && ![r.defaultSort, screen?.defaultSort].includes(`${dir}${sort}`)) continue;
            const query: Record<string, string> = { sort: `${dir}${sort}`, page: '500' };
            for (const [k, v] of Object.entries(screen?.fixed ?? {})) query[k] = String(v);
            if (filter) query[filter.name] = sampleValue(filter);
            const params = parseListParams(r, query, screen);
            if (screen?.endpoints?.list) params.conditions.push(...screenConditions(r, screen, PLAN_CALLER.id));
            for (const [column, value] of scope) params.conditions.push({ kind: 'eq', column, value });
            const q = buildListQuery(r, params, dialect);
            const label = `${screen?.name ?? r.name} filter=${filter?.name ?? '-'} sort=${dir}${sort}`;
            const anchor = { value: anchorValue(fieldByName(r, sort)), id: 1 };
            // sorted by id, a plain scan walks the table's own (rowid) order and stops after the page
            await check(`${label} page`, tables, q.rows, sort === 'id');
            await check(`${label} total${q.totalCapped ? ' (capped)' : ' (count table)'}`, tables, q.total, q.totalCapped && params.conditions.length === 0);
            await check(`${label} deep-page walk`, tables, q.walk(anchor, 9_979));
            await check(`${label} deep-page keyset`, tables, q.keyset(anchor, 0, params.pageSize));
          }
        }
      }
      if (screen?.countKey && (r.endpoints.count || screen.endpoints?.count)) await check(`${screen.name} badge count`, tables, badgeCountQuery(r, screen, dialect, PLAN_CALLER.id));
    }
  }
  return out;
}
