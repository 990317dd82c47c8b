import { describe, expect, it } from 'vitest';
import { applySynonyms, normaliseQuestion, normaliseText } from '../../../src/domain/text/normalise.ts';

describe('normaliseText', () => {
  it('turns full-width ASCII half-width and lower-cases it', () => {
    expect(normaliseText('ＣＯ２激光管')).toBe('co2激光管');
    expect(normaliseText('Ｋ４０　ＬＡＳＥＲ')).toBe('k40 laser');
  });
  it('turns the Kangxi radicals PDF extraction yields into the ideographs', () => {
    expect(normaliseText('使\u2F64\u2F3F册')).toBe('使用手册');
  });
  it('makes every run of whitespace one space and trims', () => {
    expect(normaliseText('  激光\t\t管\n\n不出光\u3000 ')).toBe('激光 管 不出光');
  });
  it('removes zero-width characters and soft hyphens left inside words', () => {
    expect(normaliseText('激\u200b光\ufeff管 la\u00adser')).toBe('激光管 laser');
  });
  it('maps full-width punctuation to ASCII and leaves 。 as it is', () => {
    expect(normaliseText('为什么？（急）！好。')).toBe('为什么?(急)!好。');
  });
  it('is idempotent', () => {
    const once = normaliseText(' ＡＢＣ  使\u2F64 ');
    expect(normaliseText(once)).toBe(once);
  });
});

describe('applySynonyms', () => {
  it('replaces a synonym with its standard word', () => {
    expect(applySynonyms('镭射管不亮', [{ word: '镭射管', standard: '激光管' }])).toBe('激光管不亮');
  });
  it('tries the longest word first', () => {
    const synonyms = [
      { word: '镭射', standard: '激光' },
      { word: '镭射头', standard: '激光头' },
    ];
    expect(applySynonyms('镭射头和镭射', synonyms)).toBe('激光头和激光');
  });
  it('does not replace again what a replacement inserted', () => {
    expect(applySynonyms('激光', [{ word: '激光', standard: '激光激光' }])).toBe('激光激光');
    const swap = [
      { word: 'a', standard: 'b' },
      { word: 'b', standard: 'a' },
    ];
    expect(applySynonyms('ab', swap)).toBe('ba');
  });
  it('replaces every occurrence, left to right, without overlapping', () => {
    expect(applySynonyms('aaa', [{ word: 'aa', standard: 'x' }])).toBe('xa');
  });
  it('normalises the words as the text is, and ignores an empty word', () => {
    const synonyms = [
      { word: '  ', standard: 'never' },
      { word: '', standard: 'never' },
      { word: 'ＣＯ２', standard: 'CO2 激光' },
    ];
    expect(applySynonyms('co2管', synonyms)).toBe('co2 激光管');
  });
  it('with equal lengths, the first given wins', () => {
    const synonyms = [
      { word: '出光', standard: '发光' },
      { word: '出光', standard: '亮' },
    ];
    expect(applySynonyms('不出光', synonyms)).toBe('不发光');
  });
  it('leaves the text alone without synonyms', () => {
    expect(applySynonyms('不出光', [])).toBe('不出光');
  });
});

describe('normaliseQuestion', () => {
  it('normalises, then applies the synonyms', () => {
    expect(normaliseQuestion('  ＣＯ２镭射管　不亮 ', [{ word: '镭射管', standard: '激光管' }])).toBe('co2激光管 不亮');
  });
  it('without synonyms is normaliseText', () => {
    expect(normaliseQuestion('ＡＢＣ  d')).toBe('abc d');
  });
});
