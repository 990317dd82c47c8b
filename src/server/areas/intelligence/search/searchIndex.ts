import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { dialectOf } from '../../../db/dialect.ts';
import { bm25Score, type Bm25Stats } from '../text/bm25.ts';

/**
 * The BM25 search over the segmented text (`tokens`) of the corpus pairs and the knowledge-base
 * chunks, on either database (migration 0019): SQLite ranks with FTS5's `bm25()`; PostgreSQL finds
 * the candidates through the GIN-indexed `tsvector` and ranks them with the same formula
 * (text/bm25.ts), its statistics read from the same table. Scores are positive, higher is better.
 */

/** A table the search covers: its rows are the documents BM25 counts (every row, enabled or not, as FTS5 does). */
type Indexed = 'ai_chunk' | 'ai_corpus';

/** The most candidates PostgreSQL scores for one question (the GIN match, best `ts_rank` first). */
const PG_CANDIDATES = 400;

/** One row found, with its BM25 score. */
export interface Found {
  id: number;
  score: number;
}

/** The FTS5 query of the terms: any of them, each quoted (terms hold letters and digits only). */
const ftsQuery = (terms: readonly string[]): string => terms.map((t) => `"${t}"`).join(' OR ');

/** The tsquery text of the terms: any of them. */
const tsQuery = (terms: readonly string[]): string => terms.join(' | ');

/**
 * The rows of `table` matching any of `terms` and passing `where` (SQL over the table's alias `t`,
 * e.g. `t.enabled = 1`), best first, at most `limit`.
 */
export async function searchTable(db: Db, table: Indexed, terms: readonly string[], where: ReturnType<typeof sql>, limit: number): Promise<Found[]> {
  const clean = [...new Set(terms.filter((t) => /^[\p{L}\p{N}]+$/u.test(t)))];
  if (clean.length === 0 || limit <= 0) return [];
  if (dialectOf(db).name === 'sqlite') {
    const fts = sql.table(`${table}_fts`);
    const { rows } = await sql<{ id: number; score: number }>`
      select t.id as id, -bm25(${fts}) as score
      from ${fts} join ${sql.table(table)} t on t.id = ${fts}.rowid
      where ${fts} match ${ftsQuery(clean)} and ${where}
      order by bm25(${fts}) limit ${limit}`.execute(db);
    return rows.map((r) => ({ id: Number(r.id), score: Number(r.score) }));
  }
  const query = tsQuery(clean);
  const { rows } = await sql<{ id: number; tokens: string }>`
    select t.id as id, t.tokens as tokens from ${sql.table(table)} t
    where t.search @@ to_tsquery('simple', ${query}) and ${where}
    order by ts_rank(t.search, to_tsquery('simple', ${query})) desc limit ${PG_CANDIDATES}`.execute(db);
  if (rows.length === 0) return [];
  const stats = await statsOf(db, table, clean);
  return rows
    .map((r) => ({ id: Number(r.id), score: bm25Score(clean, r.tokens.split(' '), stats) }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, limit);
}

/** BM25's statistics over the whole table (as FTS5 keeps them): row count, mean length, and each term's document frequency. */
async function statsOf(db: Db, table: Indexed, terms: readonly string[]): Promise<Bm25Stats> {
  const t = sql.table(table);
  const { rows: [totals] } = await sql<{ n: string | number; tokens: string | number | null }>`
    select count(*) as n, sum(array_length(string_to_array(nullif(tokens, ''), ' '), 1)) as tokens from ${t}`.execute(db);
  const docCount = Number(totals?.n ?? 0);
  const docFreq = new Map<string, number>();
  const { rows } = await sql<{ term: string; n: string | number }>`
    select q.term as term, (select count(*) from ${t} x where x.search @@ to_tsquery('simple', q.term)) as n
    from unnest(${sql.val([...terms])}::text[]) as q(term)`.execute(db);
  for (const r of rows) docFreq.set(r.term, Number(r.n));
  return { docCount, avgLength: docCount > 0 ? Number(totals?.tokens ?? 0) / docCount : 0, docFreq };
}
