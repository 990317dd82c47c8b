/**
 * The budgets of issue 6, one place for every limit the benchmark (`npm run bench`) and its CI
 * version (`npm run bench:ci`) check, and the one table both print.
 */
export const LIMITS = {
  // the sizes: what the build measured (issue 20, after the merge of its parts: 306.4, 393.8, 810.7 KiB; largest page 4.9) + 5 KiB,
  // so a build patch that stops working fails bench:ci (build/patches/README.md). Issue 19 measured 302.7, 388.4, 798.2: the
  // notification declarations and texts in the entry add 3.7 KiB to every page, the live-count hook 1.7 KiB more to the layout;
  // the pages and 统计 load lazily (the daily chart is bars: echarts' line chart would have cost 9.7 KiB more).
  // Issue 32 measured 306.7, 394.2, 812.2 before and 307.8, 398.8, 825.2 after its four parts: the list route's +4.6 KiB is the
  // filters as searchable selects, a refused list's reason, the sticky table, the unsaved-tab registry and the one action rule
  // (every list and form); the rest of the +13.0 KiB is lazy pages (message links, notification words and vendor code
  // tables, the export jobs page). /login keeps its limit (3.2 KiB left); the other two are again measured + 5 KiB.
  // Issue 34 (智能助手) measured 308.4, 397.4, 822.7 before and 318.2, 409.3, 855.4 after: +9.8 KiB on every page is the
  // area's ten declarations and its texts (zh and en, joined in the entry like every area's), the rest of the whole app's
  // +32.7 KiB its lazy pages and panels. Each limit is measured + 5 KiB again. Loading an area's texts with its pages
  // instead of in the entry is the cut that stops the next areas adding the same (docs/decisions.md, issue 34).
  // Issue 34's rest (AI文件库, 语料导入, 导出所选, the documents' bulk bar) measured 322.9, 414.5, 873.3: +4.7 KiB on /login is
  // the file library's declarations and both areas' new texts (in the entry, as above), the list route's +5.2 more the engine's
  // selection tools and scroll region, the upload progress and the file-size display; the whole app's +18 KiB its lazy
  // panels (a tree select and antd's Image were cut for a path select and an <img>: −20.8 KiB). Measured + 5 KiB again.
  // Issue 35 (自动回复, 解密记录) measured 315.7, 407.3, 917.5: every area's texts but the serial checker's now load with the
  // area's first component (loadTexts, docs/decisions.md), so /login and the list route lose 7.2 KiB although two areas'
  // declarations joined the entry; the whole app's +44.2 KiB is the two areas' lazy pages, panels, inputs and texts
  // (the rule form's inputs and pickers, the console, the dictionary import, the chat thread, 历史统计, the decryption
  // records' drawer and code). Each limit is measured + 5 KiB again.
  // Issue 36 (ERP, 设备档案) measured 321.0, 413.8, 956.1: +5.3 KiB on every page is ERP's ten declarations (the
  // registry every page reads for menu, routes and access), the device file's route and the serial link of every
  // serial field; the whole app's +38.6 KiB is ERP's lazy pages (the order's detail with its dialogs, print sheet and
  // lines input, a company's orders, the stock tools and ledger), the device file page and the order export's xlsx
  // writer (loaded on first export). Each limit is measured + 5 KiB again.
  loginKiB: 326,
  listRouteKiB: 419,
  wholeAppKiB: 961,
  /** the chunk groups put the list route in 14 files (60 without them) */
  listRouteFiles: 16,
  pageOwnKiB: 11,
  listShownMs: 2850,
  chunkRounds: 2,
  buildSeconds: 12,
  filteredWithTotalRps: 2000,
  /** p99 of the filtered list with its total ≤ this × the p99 without it. */
  totalP99Ratio: 2,
  /** req/s of page 500 ≥ this × req/s of page 1. */
  deepPageRatio: 0.8,
  firstAnswerMs: 500,
  rssMiB: 150,
} as const;

/** One row of the table: a budget, its limit, what was measured and whether it held. */
export interface BudgetRow {
  budget: string;
  limit: string;
  measured: string;
  /** null: could not be measured (counts as a failure); 'info': a figure with no budget (never a failure). */
  pass: boolean | null | 'info';
  /** The figure the limit compares, when it is one number (the side-by-side table divides PostgreSQL's by SQLite's). */
  figure?: number;
}

export const row = (budget: string, limit: string, measured: string, pass: boolean | null | 'info', figure?: number): BudgetRow => ({ budget, limit, measured, pass, ...(figure === undefined ? {} : { figure }) });

/** Runs `measure`; an error becomes a failed row naming it, so one broken step never hides the others. */
export async function guarded(budget: string, limit: string, measure: () => Promise<BudgetRow[]> | BudgetRow[]): Promise<BudgetRow[]> {
  try {
    return await measure();
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    return [row(budget, limit, `error: ${msg.split('\n')[0].slice(0, 120)}`, null)];
  }
}

const verdict = (p: boolean | null | 'info'): string => (p === true ? 'pass' : p === false ? '**FAIL**' : p === 'info' ? '–' : '**n/a**');
const cell = (text: string): string => text.replaceAll('|', '\\|');

/** The markdown table of the rows. */
export function formatTable(rows: readonly BudgetRow[]): string {
  const lines = ['| budget | limit | measured | result |', '|---|---|---|---|'];
  for (const r of rows) lines.push(`| ${r.budget} | ${r.limit} | ${cell(r.measured)} | ${verdict(r.pass)} |`);
  return lines.join('\n');
}

/**
 * One table for both databases: the rows that do not depend on the database (`shared`: the
 * build and its sizes) once, then each budget measured on SQLite and on PostgreSQL side by
 * side, matched by the budget's name, with PostgreSQL's figure ÷ SQLite's where both are numbers.
 */
export function formatSideBySide(shared: readonly BudgetRow[], sqlite: readonly BudgetRow[], postgres: readonly BudgetRow[]): string {
  const lines = ['| budget | limit | SQLite | result | PostgreSQL | result | PostgreSQL ÷ SQLite |', '|---|---|---|---|---|---|---|'];
  for (const r of shared) lines.push(`| ${r.budget} | ${r.limit} | ${cell(r.measured)} | ${verdict(r.pass)} | (the same build) | – | |`);
  const names = [...sqlite, ...postgres].map((r) => r.budget).filter((name, i, all) => all.indexOf(name) === i);
  for (const name of names) {
    const a = sqlite.find((r) => r.budget === name);
    const b = postgres.find((r) => r.budget === name);
    const ratio = a?.figure !== undefined && b?.figure !== undefined && a.figure !== 0 ? `${(b.figure / a.figure).toFixed(2)}×` : '';
    const side = (r: BudgetRow | undefined): string => (r ? `${cell(r.measured)} | ${verdict(r.pass)}` : 'not measured | –');
    lines.push(`| ${name} | ${(a ?? b)?.limit ?? ''} | ${side(a)} | ${side(b)} | ${ratio} |`);
  }
  return lines.join('\n');
}

export const allPass = (rows: readonly BudgetRow[]): boolean => rows.every((r) => r.pass === true || r.pass === 'info');
