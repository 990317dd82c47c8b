/** One bar of a summary chart: what it counts and how many tickets. */
export interface SummaryCount {
  label: string;
  value: number;
}

/** A China month's tickets: created in it, and closed in it (whenever they were created). */
export interface SummaryMonth {
  month: string;
  created: number;
  closed: number;
}

/**
 * `GET /workflow/question/summary`: the tickets created in `[from, to)` (ISO instants) — how many
 * are still open and overdue, by type, device model, handler and month — and the recurring
 * problems they were filed under most.
 */
export interface TicketSummary {
  from: string;
  to: string;
  open: number;
  overdue: number;
  total: number;
  byType: SummaryCount[];
  byModel: SummaryCount[];
  byHandler: SummaryCount[];
  byMonth: SummaryMonth[];
  topQuestions: { id: number; title: string; tickets: number }[];
}

/** How many device models get a bar of their own; the rest are summed as 其他. */
export const TOP_MODELS = 10;
/** The longest range the summary counts by month. */
export const MAX_SUMMARY_MONTHS = 120;

/** Every `YYYY-MM` from `first` to `last`, both included (none when `last` is earlier). */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = first.split('-').map(Number);
  for (let key = first; key <= last; key = `${y}-${String(m).padStart(2, '0')}`) {
    out.push(key);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

/** The first `top` counts, largest first, and the rest summed as one `other` bar (when there is any). */
export function topWithOther(counts: readonly SummaryCount[], top: number, other: string): SummaryCount[] {
  const sorted = [...counts].sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
  const rest = sorted.slice(top).reduce((sum, c) => sum + c.value, 0);
  return rest > 0 ? [...sorted.slice(0, top), { label: other, value: rest }] : sorted;
}
