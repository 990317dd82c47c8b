import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { bm25Score, corpusStats } from '../../../src/server/areas/intelligence/text/bm25.ts';
import { queryTerms, segmentedText } from '../../../src/server/areas/intelligence/text/segment.ts';

describe('corpusStats', () => {
  it('counts rows, the mean length and the rows holding each term', () => {
    const stats = corpusStats([['a', 'b', 'a'], ['a'], ['c', 'd']]);
    expect(stats.docCount).toBe(3);
    expect(stats.avgLength).toBe(2);
    expect(Object.fromEntries(stats.docFreq)).toEqual({ a: 2, b: 1, c: 1, d: 1 });
  });
  it('of no rows is empty', () => {
    expect(corpusStats([])).toEqual({ docCount: 0, avgLength: 0, docFreq: new Map() });
  });
});

describe('bm25Score', () => {
  const docs = [['a', 'b'], ['a'], ['c', 'c', 'd']];
  const stats = corpusStats(docs);

  it('matches a hand-computed value', () => {
    // N = 3, avgdl = 2, n(c) = 1: idf = ln(2.5 / 1.5); f = 2, |D| = 3
    const expected = (Math.log(2.5 / 1.5) * 2 * 2.2) / (2 + 1.2 * (0.25 + 0.75 * 1.5));
    expect(expected).toBeCloseTo(0.61579, 6);
    expect(bm25Score(['c'], docs[2], stats)).toBeCloseTo(expected, 12);
  });
  it('sums over the query terms and is 0 when nothing matches', () => {
    expect(bm25Score(['c', 'd'], docs[2], stats)).toBeCloseTo(bm25Score(['c'], docs[2], stats) + bm25Score(['d'], docs[2], stats), 12);
    expect(bm25Score(['x'], docs[0], stats)).toBe(0);
    expect(bm25Score([], docs[0], stats)).toBe(0);
  });
  it('floors the idf of a term in more than half the rows at 1e-6, as FTS5 does', () => {
    // n(a) = 2 of 3: ln(1.5 / 2.5) < 0
    const score = bm25Score(['a'], docs[1], stats);
    expect(score).toBeGreaterThan(0);
    expect(score).toBeCloseTo((1e-6 * 2.2) / (1 + 1.2 * (0.25 + 0.75 * 0.5)), 15);
  });
  it('ranks the row with the rarer term higher', () => {
    const corpus = [['激光管', '清洁'], ['激光管', '更换'], ['激光管', '镜片'], ['激光管', '水冷'], ['镜片', '水冷']];
    const s = corpusStats(corpus);
    expect(bm25Score(['激光管', '清洁'], corpus[0], s)).toBeGreaterThan(bm25Score(['激光管', '镜片'], corpus[2], s));
  });
  it('ranks a longer row lower for the same term frequency', () => {
    const corpus = [['镜片', '清洁'], ['镜片', '清洁', '每天', '酒精', '擦拭', '用力'], ['水冷'], ['电源'], ['风扇']];
    const s = corpusStats(corpus);
    expect(bm25Score(['镜片'], corpus[0], s)).toBeGreaterThan(bm25Score(['镜片'], corpus[1], s));
  });
  it('counts more occurrences higher, with diminishing returns', () => {
    const corpus = [['镜片', 'x', 'x', 'x'], ['镜片', '镜片', 'x', 'x'], ['镜片', '镜片', '镜片', 'x'], ['y', 'y', 'y', 'y'], ['z', 'z', 'z', 'z'], ['w', 'w', 'w', 'w']];
    const s = corpusStats(corpus);
    const [one, two, three] = corpus.slice(0, 3).map((d) => bm25Score(['镜片'], d, s));
    expect(two).toBeGreaterThan(one);
    expect(three).toBeGreaterThan(two);
    expect(three - two).toBeLessThan(two - one);
  });

  it('gives what SQLite FTS5 bm25() gives, negated, over segmentedText rows', () => {
    const texts = [
      '激光雕刻机开机后激光管不出光，先检查水冷机是否报警E-03。',
      '清洁镜片：用无水酒精擦拭反射镜片和聚焦镜片，每周一次。',
      'CO2激光管的寿命一般为2000小时，功率下降后需要更换激光管。',
      '雕刻速度过快会导致雕刻不清晰，建议降低速度或提高功率。',
      '水冷机报警时请检查水位和水泵，水温不能超过30度。',
    ];
    const db = new Database(':memory:');
    try {
      db.exec('CREATE VIRTUAL TABLE chunks USING fts5(body, tokenize = "unicode61 remove_diacritics 0")');
      const insert = db.prepare('INSERT INTO chunks(rowid, body) VALUES (?, ?)');
      texts.forEach((t, i) => insert.run(i + 1, segmentedText(t)));
      const docs = texts.map((t) => segmentedText(t).split(' '));
      const stats = corpusStats(docs);
      const question = '激光管不出光，水冷机报警怎么办？';
      const terms = queryTerms(question);
      const match = terms.map((t) => `"${t}"`).join(' OR ');
      const rows = db.prepare('SELECT rowid AS id, bm25(chunks) AS score FROM chunks WHERE chunks MATCH ? ORDER BY score').all(match) as { id: number; score: number }[];
      expect(rows.length).toBeGreaterThan(2);
      for (const row of rows) expect(bm25Score(terms, docs[row.id - 1], stats)).toBeCloseTo(-row.score, 9);
      // the same order: FTS5's best first is ours
      const ours = docs.map((d, i) => ({ id: i + 1, score: bm25Score(terms, d, stats) })).filter((r) => r.score > 0).sort((a, b) => b.score - a.score);
      expect(ours.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    } finally {
      db.close();
    }
  });
});
