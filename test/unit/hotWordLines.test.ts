import { describe, expect, it } from 'vitest';
import { parseHotWordLines } from '../../src/app/areas/intelligence/vocabulary/hotWordLines.ts';

describe('parseHotWordLines', () => {
  it('takes word|weight lines, trimming spaces, skipping blank lines and a BOM', () => {
    const r = parseHotWordLines('\uFEFF激光雕刻机|8\r\n\n  CO2激光 | 11 \nA1|1\n', 0);
    expect(r.errors).toEqual([]);
    expect(r.words).toEqual([
      { word: '激光雕刻机', weight: 8, line: 1 },
      { word: 'CO2激光', weight: 11, line: 3 },
      { word: 'A1', weight: 1, line: 4 },
    ]);
  });

  it('names each bad line by its number in the text', () => {
    const r = parseHotWordLines(['好词|6', '', '没有权重', '坏 词|3', '一二三四五六七八九十十|5', '权重|0', '权重二|12', '小数|2.5', '|4', 'a|b|c', '好词|7'].join('\n'), 0);
    expect(r.errors).toEqual([
      '第 3 行：格式应为「热词|权重」',
      '第 4 行：「坏 词」只能含汉字、字母和数字',
      '第 5 行：「一二三四五六七八九十十」超过 10 个字',
      '第 6 行：权重「0」应为 1–11 的整数',
      '第 7 行：权重「12」应为 1–11 的整数',
      '第 8 行：权重「2.5」应为 1–11 的整数',
      '第 9 行：热词为空',
      '第 10 行：格式应为「热词|权重」',
      '第 11 行：「好词」与第 1 行重复',
    ]);
    expect(r.words).toEqual([{ word: '好词', weight: 6, line: 1 }]);
  });

  it('refuses punctuation and takes exactly 10 characters', () => {
    expect(parseHotWordLines('你好！|5', 0).errors).toEqual(['第 1 行：「你好！」只能含汉字、字母和数字']);
    expect(parseHotWordLines('一二三四五六七八九十|5', 0).errors).toEqual([]);
    expect(parseHotWordLines('㐀|5', 0).words).toEqual([{ word: '㐀', weight: 5, line: 1 }]);
  });

  it('holds the table to 1000 words after the import', () => {
    expect(parseHotWordLines('甲|1\n乙|2', 998).errors).toEqual([]);
    expect(parseHotWordLines('甲|1\n乙|2', 999).errors).toEqual(['导入后共 1001 个热词，超过每个热词表 1000 个的上限']);
  });

  it('says when there is nothing to import', () => {
    expect(parseHotWordLines(' \n\n', 0)).toEqual({ words: [], errors: ['没有要导入的热词'] });
  });

  it('words its reasons with the translate function given', () => {
    const r = parseHotWordLines('x y|1', 0, (key, params) => `${key}:${String(params?.line)}`);
    expect(r.errors).toEqual(['ai.vocab.line.wordChars:1']);
  });
});
