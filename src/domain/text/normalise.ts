/**
 * The one text normalisation of the assistant's answering pipeline and of 自动回复's matcher
 * (src/domain/replyMatcher.ts; pure, so both server areas and the app may use it): a question, a
 * document chunk, a keyword and a synonym are all compared in this form, so what a user types
 * (full-width letters, upper case, extra spaces) and what PDF extraction yields (Kangxi radicals,
 * zero-width characters) meet.
 */

/** A synonym row (智能助手 › 同义词): `word` is read as `standard` before a question is searched. */
export interface Synonym {
  word: string;
  standard: string;
}

/**
 * Characters of no width that PDF and Word extraction leave inside words (zero-width space,
 * joiners, word joiner, BOM, soft hyphen): removed, so `激\u200b光` is `激光`.
 */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

/**
 * The CJK Radicals Supplement forms (U+2E80–U+2EFF) PDF text extraction yields for ordinary
 * ideographs (Chromium's PDFs give `常⻅` for 常见): NFKC maps the Kangxi radicals (U+2F00–) but
 * not these, so the common simplified ones are mapped here.
 */
const RADICAL_FORMS: Readonly<Record<string, string>> = {
  '⺁': '厂', '⺇': '几', '⺈': '刀', '⺊': '卜', '⺍': '小', '⺕': '彐', '⺡': '氵', '⺣': '灬', '⺧': '牛', '⺮': '竹', '⺶': '羊',
  '⻄': '西', '⻅': '见', '⻆': '角', '⻈': '讠', '⻉': '贝', '⻋': '车', '⻓': '长', '⻔': '门', '⻘': '青', '⻚': '页',
  '⻛': '风', '⻜': '飞', '⻝': '食', '⻢': '马', '⻣': '骨', '⻤': '鬼', '⻥': '鱼', '⻦': '鸟', '⻨': '麦', '⻩': '黄',
  '⻬': '齐', '⻮': '齿', '⻰': '龙', '⻳': '龟',
};
const RADICAL = /[\u2e80-\u2eff]/g;

/** Ideographs for the radical forms PDF extraction yields (the Kangxi block by NFKC, the supplement by RADICAL_FORMS); nothing else changes. */
export const foldRadicals = (text: string): string => text.replace(/[\u2f00-\u2fdf]/g, (c) => c.normalize('NFKC')).replace(RADICAL, (c) => RADICAL_FORMS[c] ?? c);

/**
 * NFKC, lower case, whitespace runs to one space, trimmed. NFKC turns full-width ASCII
 * (`ＣＯ２`) into half-width (`CO2`), the ideographic space into a space, full-width `，！？；：（）`
 * into their ASCII forms, and the Kangxi radicals PDF extraction yields (U+2F64 `⽤`) into the
 * ideographs (`用`). `。` and `、` have no compatibility form and stay: the search drops
 * punctuation anyway (segment.ts), so no further mapping is needed.
 */
export function normaliseText(text: string): string {
  return foldRadicals(text).normalize('NFKC').replace(INVISIBLE, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Replaces each synonym word with its standard word in one left-to-right pass over `text`
 * (already normalised: normaliseQuestion): at each position the longest word that matches wins
 * (equal lengths: the first in `synonyms`), and the text a replacement inserts is not looked at
 * again — so `a → ab` does not loop and `激光头 → 镭射头` is not undone by a later `镭射 → 激光`.
 * Words and standards are normalised as the text is; an empty word is ignored.
 */
export function applySynonyms(text: string, synonyms: readonly Synonym[]): string {
  const pairs = synonyms
    .map((s) => ({ word: normaliseText(s.word), standard: normaliseText(s.standard) }))
    .filter((s) => s.word.length > 0)
    // Array.prototype.sort is stable: equal lengths keep the order given
    .sort((a, b) => b.word.length - a.word.length);
  if (pairs.length === 0) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const hit = pairs.find((p) => text.startsWith(p.word, i));
    if (hit) {
      out += hit.standard;
      i += hit.word.length;
    } else {
      out += text[i];
      i += 1;
    }
  }
  return out;
}

/** A question as it is searched: normalised, then its synonyms read as their standard words. */
export function normaliseQuestion(text: string, synonyms: readonly Synonym[] = []): string {
  return applySynonyms(normaliseText(text), synonyms);
}
