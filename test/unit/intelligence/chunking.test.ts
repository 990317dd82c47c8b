import { describe, expect, it } from 'vitest';
import {
  CHUNKING_LIMITS,
  DEFAULT_CHUNKING,
  chunkingRulesValid,
  splitIntoChunks,
  type ChunkingRules,
} from '../../../src/server/areas/intelligence/text/chunking.ts';

const rules = (maxLength: number, overlap: number, delimiter = '\n\n'): ChunkingRules => ({ delimiter, maxLength, overlap });
const texts = (chunks: { text: string }[]) => chunks.map((c) => c.text);

/** A long paragraph of numbered sentences, no whitespace: overlaps can be checked exactly. */
const sentences = (n: number) => Array.from({ length: n }, (_, i) => `第${i + 1}句话讲的是激光管的日常维护与保养要点。`).join('');

describe('the rules', () => {
  it("are Dify's defaults", () => {
    expect(DEFAULT_CHUNKING).toEqual({ delimiter: '\n\n', maxLength: 500, overlap: 50 });
    expect(chunkingRulesValid(DEFAULT_CHUNKING)).toBe(true);
  });
  it('are checked against the limits, the overlap under half the maximum', () => {
    expect(chunkingRulesValid(rules(CHUNKING_LIMITS.maxLength.min, 0))).toBe(true);
    expect(chunkingRulesValid(rules(CHUNKING_LIMITS.maxLength.max, 1999))).toBe(true);
    expect(chunkingRulesValid(rules(49, 0))).toBe(false);
    expect(chunkingRulesValid(rules(4001, 0))).toBe(false);
    expect(chunkingRulesValid(rules(100, 50))).toBe(false);
    expect(chunkingRulesValid(rules(100, -1))).toBe(false);
    expect(chunkingRulesValid(rules(100.5, 0))).toBe(false);
    expect(chunkingRulesValid(rules(100, 10, ''))).toBe(false);
    expect(chunkingRulesValid(rules(100, 10, '\\n\\n'))).toBe(true);
  });
});

describe('splitIntoChunks, plain text', () => {
  it('splits on the delimiter and merges small pieces up to maxLength', () => {
    const text = ['甲'.repeat(30), '乙'.repeat(30), '丙'.repeat(30), '丁'.repeat(30)].join('\n\n');
    const chunks = splitIntoChunks(text, rules(70, 0));
    expect(texts(chunks)).toEqual([`${'甲'.repeat(30)}\n\n${'乙'.repeat(30)}`, `${'丙'.repeat(30)}\n\n${'丁'.repeat(30)}`]);
    expect(chunks.every((c) => c.heading === '')).toBe(true);
  });
  it('understands the delimiter typed as backslash-n', () => {
    const text = '第一段\n\n第二段';
    expect(texts(splitIntoChunks(text, rules(50, 0, '\\n\\n')))).toEqual(texts(splitIntoChunks(text, rules(50, 0))));
    expect(texts(splitIntoChunks('甲\n乙', rules(1, 0, '\\n')))).toEqual(['甲', '乙']);
  });
  it('takes a custom delimiter, and joins merged pieces by a newline then', () => {
    expect(texts(splitIntoChunks('甲###乙###丙', rules(50, 0, '###')))).toEqual(['甲\n乙\n丙']);
  });
  it('normalises \\r\\n line ends', () => {
    expect(texts(splitIntoChunks('甲\r\n\r\n乙', rules(1, 0)))).toEqual(['甲', '乙']);
  });
  it('cuts a long piece at sentence ends, each chunk within maxLength, the next starting with the overlap', () => {
    const text = sentences(20);
    const chunks = texts(splitIntoChunks(text, rules(100, 20)));
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(100);
    for (let i = 1; i < chunks.length; i++) {
      const prev = chunks[i - 1];
      expect(chunks[i].slice(0, 20)).toBe(prev.slice(-20));
      // after the overlap, the new part starts a sentence
      expect(chunks[i].slice(20)).toMatch(/^第\d+句/);
    }
    // without the overlaps, the chunks are the text again
    expect(chunks[0] + chunks.slice(1).map((c) => c.slice(20)).join('')).toBe(text);
  });
  it('hard-cuts a sentence longer than maxLength', () => {
    const text = '激'.repeat(250);
    const chunks = texts(splitIntoChunks(text, rules(100, 10)));
    expect(chunks.map((c) => c.length)).toEqual([90, 100, 80]);
    expect(chunks[0] + chunks.slice(1).map((c) => c.slice(10)).join('')).toBe(text);
  });
  it('does not cut a surrogate pair', () => {
    const text = '𠀀'.repeat(60);
    const chunks = texts(splitIntoChunks(text, rules(51, 0)));
    expect(chunks.join('')).toBe(text);
    for (const c of chunks) expect(c).toMatch(/^(?:𠀀)+$/u);
  });
  it('keeps a long piece apart from its neighbours', () => {
    const chunks = texts(splitIntoChunks(`前言\n\n${sentences(10)}\n\n后记`, rules(100, 10)));
    expect(chunks[0]).toBe('前言');
    expect(chunks[chunks.length - 1]).toBe('后记');
  });
  it('never exceeds maxLength + overlap, even with rules out of bounds', () => {
    const text = `${sentences(30)}\n\n${'光'.repeat(700)}\n\n短段`;
    for (const r of [rules(50, 5), rules(60, 40), rules(1, 0), rules(10, 100)]) {
      for (const c of splitIntoChunks(text, r)) expect(c.text.length).toBeLessThanOrEqual(r.maxLength + Math.max(0, r.overlap));
    }
  });
  it('trims chunks and drops empty ones', () => {
    expect(texts(splitIntoChunks('\n\n  甲  \n\n \n\n\n\n乙\n', rules(1, 0)))).toEqual(['甲', '乙']);
    expect(splitIntoChunks('   \n\n  ')).toEqual([]);
    expect(splitIntoChunks('')).toEqual([]);
  });
  it('is deterministic', () => {
    const text = `${sentences(40)}\n\n短段\n\n${sentences(3)}`;
    expect(splitIntoChunks(text, rules(120, 30))).toEqual(splitIntoChunks(text, rules(120, 30)));
  });
});

describe('splitIntoChunks, Markdown', () => {
  const manual = [
    '# 激光雕刻机使用手册',
    '',
    '本手册适用于 K40 系列。',
    '',
    '## 日常维护',
    '',
    '### 清洁镜片',
    '',
    '用无水酒精擦拭镜片。',
    '',
    '#### 注意',
    '不要用力按压。',
    '',
    '### 检查水冷',
    '',
    '每天开机前检查水温。',
    '',
    '```',
    '# 这不是标题',
    '```',
    '',
    '## 故障排除 ##',
    '',
    '# 附录',
    '',
    '联系售后。',
  ].join('\n');

  it('starts a chunk at each heading and keeps the heading path, not the heading line', () => {
    const chunks = splitIntoChunks(manual, rules(500, 50), { markdown: true });
    expect(chunks).toEqual([
      { text: '本手册适用于 K40 系列。', heading: '激光雕刻机使用手册' },
      { text: '用无水酒精擦拭镜片。\n\n#### 注意\n不要用力按压。', heading: '激光雕刻机使用手册 > 日常维护 > 清洁镜片' },
      { text: '每天开机前检查水温。\n\n```\n# 这不是标题\n```', heading: '激光雕刻机使用手册 > 日常维护 > 检查水冷' },
      { text: '故障排除', heading: '激光雕刻机使用手册 > 故障排除' },
      { text: '联系售后。', heading: '附录' },
    ]);
  });
  it('never merges across a heading, however short the sections', () => {
    const chunks = splitIntoChunks('# 甲\n\n一\n\n# 乙\n\n二', rules(500, 0), { markdown: true });
    expect(chunks).toEqual([
      { text: '一', heading: '甲' },
      { text: '二', heading: '乙' },
    ]);
  });
  it('keeps text before the first heading with an empty path', () => {
    expect(splitIntoChunks('前言\n\n# 甲\n\n一', rules(500, 0), { markdown: true })[0]).toEqual({ text: '前言', heading: '' });
  });
  it('skips a missing level in the path', () => {
    expect(splitIntoChunks('# 甲\n### 丙\n内容', rules(500, 0), { markdown: true })).toEqual([{ text: '内容', heading: '甲 > 丙' }]);
  });
  it('cuts a long section like plain text, every chunk with the same path', () => {
    const chunks = splitIntoChunks(`# 甲\n## 乙\n${sentences(20)}`, rules(100, 20), { markdown: true });
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) {
      expect(c.heading).toBe('甲 > 乙');
      expect(c.text.length).toBeLessThanOrEqual(100);
    }
  });
  it('reads headings as text without the markdown option', () => {
    expect(splitIntoChunks('# 甲\n\n一', rules(500, 0))).toEqual([{ text: '# 甲\n\n一', heading: '' }]);
  });
});

describe('overlap at a sentence start', () => {
  it('never opens a chunk on the end of the sentence before it', () => {
    const text = Array.from({ length: 30 }, (_, i) => `第${i + 1}步：检查激光电源的指示灯是否点亮，如不亮请更换保险丝。`).join('\n');
    const chunks = splitIntoChunks(text, { delimiter: '\n\n', maxLength: 120, overlap: 40 });
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks.slice(1)) expect(c.text).toMatch(/^第\d+步/);
  });
});
