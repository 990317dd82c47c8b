import type { Db } from '../../db/database.ts';
import { normaliseText } from '../../../domain/text/normalise.ts';

/** The longest `clash_with` text kept (the names of the clashing keywords, 、-separated). */
const CLASH_MAX = 255;

interface KeywordRow {
  id: number;
  keyword: string;
  match: string;
}

/**
 * Whether two enabled keywords clash: the same normalised word, or one a 半匹配 keyword inside the
 * other (a question holding the longer one matches both; the priority then decides silently).
 */
export function clashes(a: KeywordRow, b: KeywordRow): boolean {
  const x = normaliseText(a.keyword);
  const y = normaliseText(b.keyword);
  if (x === y) return true;
  return (a.match === 'contains' && y.includes(x)) || (b.match === 'contains' && x.includes(y));
}

/** The `clash_with` of each keyword: the enabled keywords it clashes with (null when none). */
export function clashTexts(rows: readonly (KeywordRow & { enabled: number | boolean })[]): Map<number, string | null> {
  const enabled = rows.filter((r) => Boolean(r.enabled));
  const out = new Map<number, string | null>();
  for (const r of rows) {
    const others = r.enabled ? enabled.filter((o) => o.id !== r.id && clashes(r, o)).map((o) => o.keyword) : [];
    out.set(r.id, others.length > 0 ? others.join('、').slice(0, CLASH_MAX) : null);
  }
  return out;
}

/** Recomputes every keyword's `clash_with` (after a keyword write, in its transaction); changes only those that differ. */
export async function refreshClashes(db: Db): Promise<void> {
  const rows = await db.selectFrom('ai_keyword').select(['id', 'keyword', 'match', 'enabled', 'clash_with']).execute();
  const texts = clashTexts(rows.map((r) => ({ id: Number(r.id), keyword: r.keyword, match: r.match, enabled: Number(r.enabled) })));
  for (const r of rows) {
    const next = texts.get(Number(r.id)) ?? null;
    if (next !== r.clash_with) await db.updateTable('ai_keyword').set({ clash_with: next }).where('id', '=', r.id).execute();
  }
}
