import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allPass, formatTable, guarded, type BudgetRow } from './budgets.ts';
import { DEFAULT_OPTIONS, generateDatabase } from './generate.ts';
import { planRows } from './planBudget.ts';
import { sizeRows } from './sizeBudgets.ts';

/**
 * `npm run bench:ci`: the fast part of the benchmark for CI, run after `npm run build`. Checks
 * the JS size budgets of `dist/` and the query plans of every list filter and sort on a small
 * generated database (BENCH_CI_REPAIRS, default 20,000 repairs; BENCH_CI_REQUESTS, 6,000
 * requests) in a temporary folder. Exits 1 when a budget fails.
 */
const started = Date.now();
const repairs = Number(process.env.BENCH_CI_REPAIRS ?? 20_000);
const requests = Number(process.env.BENCH_CI_REQUESTS ?? 6_000);
const dir = mkdtempSync(join(tmpdir(), 'cms-bench-ci-'));
let rows: BudgetRow[] = [];
try {
  rows = [
    ...(await guarded('JS sizes of dist/', 'see bench/budgets.ts', () => sizeRows('dist'))),
    ...(await guarded('every list filter and sort on an index', 'no TEMP B-TREE, no full SCAN', async () => {
      const file = join(dir, 'ci.db');
      await generateDatabase(file, { ...DEFAULT_OPTIONS, repairs, requests });
      return planRows(file, `${repairs.toLocaleString('en')} repairs + ${requests.toLocaleString('en')} requests`);
    })),
  ];
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(formatTable(rows));
console.log(`\nbench:ci ${allPass(rows) ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(allPass(rows) ? 0 : 1);
