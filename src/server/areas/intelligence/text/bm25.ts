/**
 * BM25 as SQLite FTS5's bm25() computes it (fts5_aux.c, fts5Bm25Function), so a knowledge base on
 * PostgreSQL — which has no BM25: its tsvector match only finds the candidates — ranks its chunks
 * as the same base on SQLite does. Differences from FTS5: the score is positive (FTS5 returns it
 * negated so that ORDER BY bm25() puts the best first) and all columns weigh 1 (FTS5's default).
 *
 *   score(D) = Σ over query terms q: idf(q) · f(q,D)·(k1 + 1) / (f(q,D) + k1·(1 − b + b·|D| / avgdl))
 *   idf(q)   = ln((N − n(q) + 0.5) / (n(q) + 0.5)), at least 1e-6 (a term in more than half the rows
 *              would otherwise count against a row)
 *
 * with k1 = 1.2, b = 0.75, N the number of rows, n(q) the rows that hold q, |D| the row's number of
 * tokens and avgdl the mean over all rows. As in FTS5, a term given twice in the query counts twice.
 */

/** FTS5's k1: how fast a term's repeats stop adding to the score. */
const K1 = 1.2;
/** FTS5's b: how much a row's length (against the mean) discounts its matches. */
const B = 0.75;
/** FTS5's floor for an idf that would be zero or negative. */
const MIN_IDF = 1e-6;

/** What BM25 needs of the whole table: its row count, mean row length in terms, and how many rows hold each term. */
export interface Bm25Stats {
  docCount: number;
  avgLength: number;
  docFreq: ReadonlyMap<string, number>;
}

/** FTS5's idf of a term held by `n` of `docCount` rows. */
function idf(docCount: number, n: number): number {
  const value = Math.log((docCount - n + 0.5) / (n + 0.5));
  return value > 0 ? value : MIN_IDF;
}

/** The BM25 score of a row (its terms, in order, duplicates kept) for the query terms; higher is better, 0 when nothing matches. */
export function bm25Score(queryTerms: readonly string[], docTerms: readonly string[], stats: Bm25Stats): number {
  const tf = new Map<string, number>();
  for (const t of docTerms) tf.set(t, (tf.get(t) ?? 0) + 1);
  // an empty table has no mean; no row of it can match, so the ratio only has to be finite
  const lengthRatio = stats.avgLength > 0 ? docTerms.length / stats.avgLength : 1;
  let score = 0;
  for (const q of queryTerms) {
    const f = tf.get(q) ?? 0;
    if (f === 0) continue;
    score += (idf(stats.docCount, stats.docFreq.get(q) ?? 0) * (f * (K1 + 1))) / (f + K1 * (1 - B + B * lengthRatio));
  }
  return score;
}

/** The stats of a set of rows given as term lists (tests, small sets; the databases count their own). */
export function corpusStats(docs: readonly (readonly string[])[]): Bm25Stats {
  const docFreq = new Map<string, number>();
  let total = 0;
  for (const doc of docs) {
    total += doc.length;
    for (const t of new Set(doc)) docFreq.set(t, (docFreq.get(t) ?? 0) + 1);
  }
  return { docCount: docs.length, avgLength: docs.length > 0 ? total / docs.length : 0, docFreq };
}
