import type { AreaSet } from '../src/server/engine/area.ts';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase, type Db } from '../src/server/db/database.ts';
import { row, type BudgetRow } from './budgets.ts';

/** One checked query of `checkListPlans` (src/server/engine/queryPlans.ts). */
interface PlanCheck { label: string; sql: string; plan: string | string[]; ok: boolean }
type CheckListPlans = (db: Db, areas: AreaSet) => PlanCheck[] | Promise<PlanCheck[]>;

const MODULE = 'src/server/engine/queryPlans.ts';

/**
 * "Every declared list filter and sort runs on an index", checked on a generated database with
 * the server's own `checkListPlans` (every list endpoint × filter × sort × direction, the total
 * and the deep page), through the app's Kysely opener. A missing module is a failed row.
 */
export async function planRows(databaseFile: string, rowsLabel: string): Promise<BudgetRow[]> {
  const budget = `every list filter and sort on an index (EXPLAIN QUERY PLAN, ${rowsLabel})`;
  const path = resolve(MODULE);
  if (!existsSync(path)) return [row(budget, 'no TEMP B-TREE, no full SCAN', `not available: ${MODULE} does not exist yet`, null)];
  const mod = (await import(pathToFileURL(path).href)) as { checkListPlans?: CheckListPlans };
  if (typeof mod.checkListPlans !== 'function') return [row(budget, 'no TEMP B-TREE, no full SCAN', `not available: ${MODULE} exports no checkListPlans`, null)];
  const db = openDatabase(databaseFile);
  try {
    const checks = await mod.checkListPlans(db, (await import('../src/server/composition.ts')).serverAreaSet());
    const failed = checks.filter((c) => !c.ok);
    if (!checks.length) return [row(budget, 'no TEMP B-TREE, no full SCAN', 'checkListPlans returned no queries', false)];
    const measured = failed.length
      ? `${failed.length} of ${checks.length} off an index: ${failed.slice(0, 6).map((c) => `${c.label} → ${(Array.isArray(c.plan) ? c.plan.join('; ') : c.plan).replace(/\s+/g, ' ')}`).join(' · ')}${failed.length > 6 ? ' …' : ''}`
      : `${checks.length} queries, all on an index`;
    return [row(budget, 'no TEMP B-TREE, no full SCAN', measured, failed.length === 0)];
  } finally {
    await db.destroy();
  }
}
