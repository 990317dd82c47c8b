import { HOT_WORDS_PER_TABLE } from '../../../../../resources/intelligence/vocabulary.ts';
import { interpolate, type TextParams } from '../../../locales/text.ts';
import { vocabularyTexts } from './vocabularyTexts.ts';

/** The texts a line check names its reasons with. */
export type HotWordLineKey = Extract<keyof typeof vocabularyTexts.zh, `ai.vocab.line.${string}`>;

/** Words a line check turns its reasons into: the page's `t`, zh-CN by default. */
export type LineSay = (key: HotWordLineKey, params?: TextParams) => string;

const zhSay: LineSay = (key, params) => interpolate(vocabularyTexts.zh[key], params);

/** The characters a hot word may hold (the server's HOT_WORD_PATTERN without its length). */
const WORD_CHARS = /^[\u3400-\u9fffA-Za-z0-9]+$/;
const WORD_MAX = 10;
const WEIGHT = /^\d{1,2}$/;

/** One word of an import, as the server takes it, and the line it is on (from 1). */
export interface HotWordLine {
  word: string;
  weight: number;
  line: number;
}

/**
 * Checks an import of `word|weight` lines, one word a line, the way the server will: the word 1–10
 * characters of Chinese, letters and digits, the weight a whole number of 1–11, no word twice in
 * the import, and the table (`existing` words now) not over HOT_WORDS_PER_TABLE after it. Blank
 * lines are skipped; lines are numbered as the text has them (from 1). Each bad line is one
 * reason, `第 N 行：…`; `words` are the good lines (import them only when `errors` is empty).
 */
export function parseHotWordLines(text: string, existing: number, say: LineSay = zhSay): { words: HotWordLine[]; errors: string[] } {
  const words: HotWordLine[] = [];
  const errors: string[] = [];
  const firstLine = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const parts = trimmed.split('|');
    if (parts.length !== 2) {
      errors.push(say('ai.vocab.line.format', { line }));
      return;
    }
    const word = parts[0].trim();
    const weightText = parts[1].trim();
    let bad = false;
    if (word === '') {
      errors.push(say('ai.vocab.line.wordEmpty', { line }));
      bad = true;
    } else if (!WORD_CHARS.test(word)) {
      errors.push(say('ai.vocab.line.wordChars', { line, word }));
      bad = true;
    } else if ([...word].length > WORD_MAX) {
      errors.push(say('ai.vocab.line.wordLong', { line, word }));
      bad = true;
    }
    const weight = Number(weightText);
    if (!WEIGHT.test(weightText) || weight < 1 || weight > 11) {
      errors.push(say('ai.vocab.line.weight', { line, weight: weightText }));
      bad = true;
    }
    if (bad) return;
    const first = firstLine.get(word);
    if (first !== undefined) {
      errors.push(say('ai.vocab.line.duplicate', { line, word, first }));
      return;
    }
    firstLine.set(word, line);
    words.push({ word, weight, line });
  });
  if (errors.length === 0 && words.length === 0) errors.push(say('ai.vocab.line.none'));
  const total = existing + words.length;
  if (words.length > 0 && total > HOT_WORDS_PER_TABLE) errors.push(say('ai.vocab.line.tooMany', { total, max: HOT_WORDS_PER_TABLE }));
  return { words, errors };
}
