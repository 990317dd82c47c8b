import { describe, expect, it } from 'vitest';
import { addUserWords, queryTerms, questionWords, searchTerms, segmentedText } from '../../../src/server/areas/intelligence/text/segment.ts';
import { STOPWORDS } from '../../../src/server/areas/intelligence/text/stopwords.ts';

// One module-level jieba instance serves the whole file: the tests that add user words come last.

describe('STOPWORDS', () => {
  it('holds fillers and function words but no domain words or negations', () => {
    for (const w of ['的', '怎么办', '请问', '可以', 'the', 'is']) expect(STOPWORDS.has(w)).toBe(true);
    for (const w of ['激光', '不出光', '开机', '报警', '不', '没', '没有', '不能']) expect(STOPWORDS.has(w)).toBe(false);
  });
});

describe('searchTerms', () => {
  it('keeps the topic words of a question and drops the fillers', () => {
    const terms = searchTerms('激光雕刻机开机后激光管不出光怎么办');
    expect(terms).toContain('激光管');
    expect(terms).toContain('激光雕刻');
    expect(terms).toContain('激光');
    expect(terms).toContain('开机');
    expect(terms).not.toContain('怎么办');
    expect(terms).not.toContain('怎么');
  });
  it('drops single characters when there are longer terms', () => {
    const terms = searchTerms('激光雕刻机开机后激光管不出光怎么办');
    expect(terms.filter((t) => [...t].length < 2)).toEqual([]);
  });
  it('keeps a single character when the text has nothing else', () => {
    expect(searchTerms('灯')).toEqual(['灯']);
    expect(searchTerms('灯?')).toEqual(['灯']);
  });
  it('returns nothing for punctuation, spaces and stop words only', () => {
    expect(searchTerms('  ，。？!  ')).toEqual([]);
    expect(searchTerms('请问怎么办呢？')).toEqual([]);
    expect(searchTerms('')).toEqual([]);
  });
  it('keeps model codes and ASCII words as one lower-case term', () => {
    const terms = searchTerms('ＣＯ２激光管 K40 500W 功率 Ruida RDC6445G');
    for (const t of ['co2', 'k40', '500w', 'ruida', 'rdc6445g', '激光管', '功率']) expect(terms).toContain(t);
  });
  it('keeps only letters and digits in a term, so `e-03` and `E03` meet', () => {
    expect(searchTerms('水冷机报警E-03')).toContain('e03');
    expect(searchTerms('报警 e03')).toContain('e03');
    expect(searchTerms('1.5mm厚')).toContain('15mm');
    for (const t of searchTerms('laser-cutting, 300mm/s; 报警(E-03)')) expect(t).toMatch(/^[\p{L}\p{N}]+$/u);
  });
  it('adds the parts of a hyphenated run before the whole', () => {
    expect(searchTerms('laser-cutting')).toEqual(['laser', 'cutting', 'lasercutting']);
  });
  it('drops English stop words', () => {
    expect(searchTerms('The laser is not firing')).toEqual(['laser', 'not', 'firing']);
  });
  it('keeps duplicates, in order', () => {
    const terms = searchTerms('镜片 清洁 镜片');
    expect(terms).toEqual(['镜片', '清洁', '镜片']);
  });
  it('normalises first (Kangxi radicals, full width)', () => {
    expect(searchTerms('使\u2F64\u2F3F册')).toEqual(searchTerms('使用手册'));
  });
  it('is deterministic', () => {
    const text = '激光雕刻机开机后激光管不出光怎么办，水冷机报警E-03';
    expect(searchTerms(text)).toEqual(searchTerms(text));
  });
});

describe('segmentedText', () => {
  it('is the words, then each Chinese character (marked zi), joined by one space', () => {
    expect(segmentedText('镜片 清洁,镜片！')).toBe('镜片 清洁 镜片 zi镜 zi片 zi清 zi洁 zi镜 zi片');
  });
  it('holds no character FTS5 unicode61 or to_tsvector would split a term on', () => {
    const text = segmentedText('ＣＯ２激光管（E-03）报警: 1.5mm/300mm·s，“清洁”镜片…');
    expect(text.split(' ').every((t) => /^[\p{L}\p{N}]+$/u.test(t))).toBe(true);
  });
});

describe('queryTerms', () => {
  it('gives each term once, in order of first appearance', () => {
    expect(queryTerms('镜片 清洁 镜片 清洁 激光')).toEqual(['镜片', '清洁', '激光', 'zi镜', 'zi片', 'zi清', 'zi洁', 'zi激', 'zi光']);
  });
  it('questionWords gives the words only', () => {
    expect(questionWords('镜片 清洁 镜片')).toEqual(['镜片', '清洁']);
  });
});

describe('addUserWords', () => {
  it('makes a domain word one term', () => {
    expect(searchTerms('激光管不出光')).not.toContain('不出光');
    addUserWords([{ word: '不出光' }]);
    expect(searchTerms('激光管不出光')).toContain('不出光');
    expect(queryTerms('激光雕刻机开机后激光管不出光怎么办')).toContain('不出光');
  });
  it('normalises the word, takes a weight and can be repeated', () => {
    expect(searchTerms('x轴回零')).not.toContain('x轴');
    addUserWords([{ word: 'Ｘ轴', weight: 5 }]);
    addUserWords([{ word: 'X轴', weight: 5 }, { word: 'X轴' }]);
    expect(searchTerms('x轴回零')).toContain('x轴');
  });
  it('skips empty words, words with a space and words jieba already keeps whole', () => {
    const before = searchTerms('激光雕刻 输出光纤');
    addUserWords([{ word: '' }, { word: '激光 雕刻' }, { word: '激光' }, { word: '光纤' }]);
    expect(searchTerms('激光雕刻 输出光纤')).toEqual(before);
  });
});
