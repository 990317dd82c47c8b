/**
 * Word segmentation for the knowledge-base search: jieba (@node-rs/jieba) in search mode, so a
 * compound yields its parts as well (`激光雕刻` → `激光 雕刻 激光雕刻`) and a question that says
 * `激光` finds a chunk that says `激光雕刻`. Chunks and questions are cut by the same function, so
 * they meet on the same terms.
 *
 * The terms are stored as one space-separated string (segmentedText) and indexed by the database's
 * own full-text search: SQLite FTS5 with `tokenize = "unicode61 remove_diacritics 0"` and
 * PostgreSQL `to_tsvector('simple', …)`. Neither can cut Chinese, but both split on spaces, so the
 * cutting is done here. To make each term exactly one token in both, a term keeps only letters and
 * digits (\p{L}\p{N}): unicode61 would split `e-03` into `e` and `03`, and PostgreSQL's parser
 * reads `e-03` as a hyphenated word plus its parts; so `e-03` is the term `e03` on both sides, and
 * FTS5's token count of a row equals its number of terms (bm25.ts relies on it).
 *
 * Changing the segmentation (a new user word: addUserWords) changes how chunks are cut, so stored
 * segmented text is only comparable with questions cut under the same words: reindex after.
 */
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { normaliseText } from '../../../../domain/text/normalise.ts';
import { STOPWORDS } from './stopwords.ts';

let jieba: Jieba | undefined;

/** The jieba instance with its default dictionary, made on first use (loading it takes ~0.5 s). */
function instance(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

/** A user word's jieba frequency at weight 1: high enough that most domain terms stay whole. */
const USER_WORD_FREQ = 2000;
/** The frequency a user word is raised to at most, in steps of ×10, until jieba keeps it whole. */
const MAX_USER_WORD_FREQ = 2_000_000;

/** Whether jieba cuts `word` on its own as one word. */
const keptWhole = (j: Jieba, word: string): boolean => {
  const cut = j.cut(word, false);
  return cut.length === 1 && cut[0] === word;
};

/**
 * Adds domain words (hot words, product terms) to jieba's dictionary so they are one term:
 * `不出光` instead of `不出` + `光`. A word is normalised as text is; one with a space cannot be a
 * jieba word and is skipped. A word jieba already keeps whole is left alone (its dictionary
 * frequency may be higher than ours: lowering it could change how other text is cut). Otherwise it
 * is loaded at 2000 × weight (weight 1–11, the voice hot words' weight; default 1), and raised ×10
 * until it is kept whole. Loading a word again only sets its frequency again: safe to repeat.
 * Jieba cannot forget a word: a removed hot word stays until the process restarts.
 */
export function addUserWords(words: readonly { word: string; weight?: number }[]): void {
  const j = instance();
  for (const { word, weight } of words) {
    const w = normaliseText(word);
    if (w.length === 0 || w.includes(' ') || keptWhole(j, w)) continue;
    const scale = Math.min(11, Math.max(1, Math.round(weight ?? 1)));
    for (let freq = USER_WORD_FREQ * scale; freq <= MAX_USER_WORD_FREQ * scale; freq *= 10) {
      j.loadDict(Buffer.from(`${w} ${freq}\n`));
      if (keptWhole(j, w)) break;
    }
  }
}

/**
 * Runs of letters and digits with inner `.`, `_` or `-`: model codes and English words (`co2`,
 * `k40`, `e-03`, `500w`, `1.5mm`), taken out before jieba, which splits some of them (`1.5|mm`).
 * A run becomes one term without its `.`, `_` and `-` (`e03`, `15mm`: what the indexes can hold,
 * see the file's comment), preceded by its `-`/`_`-separated parts. A user word that mixes such a
 * run with Chinese (`co2激光管`) is therefore not one term; its parts still match.
 */
const ASCII_RUN = /[a-z0-9][a-z0-9._-]*[a-z0-9]/g;
/** What a term keeps: letters and digits (see the file's comment). */
const NOT_WORD_CHAR = /[^\p{L}\p{N}]+/gu;

/** Code points, not UTF-16 units: a CJK Extension B character is one character. */
const charCount = (s: string): number => [...s].length;

/**
 * The search terms of `text`, in order, duplicates kept (BM25 counts term frequency): normalised,
 * ASCII runs kept as one term (ASCII_RUN), the rest cut by jieba in search mode; each term reduced to its
 * letters and digits; stop words dropped. Single characters (`机`, `光`, `3`) match too much to
 * help a ranking and are dropped, unless the text has no longer term (a one-character question
 * still searches).
 */
export function searchTerms(text: string): string[] {
  const normalised = normaliseText(text);
  const raw: string[] = [];
  let last = 0;
  const cutRest = (s: string) => {
    if (s.trim().length > 0) raw.push(...instance().cutForSearch(s, true));
  };
  for (const m of normalised.matchAll(ASCII_RUN)) {
    cutRest(normalised.slice(last, m.index));
    // like jieba's search mode: the parts of a hyphenated run, then the whole (`laser`, `cutting`, `lasercutting`)
    const parts = m[0].split(/[-_]+/);
    if (parts.length > 1) raw.push(...parts);
    raw.push(m[0]);
    last = m.index + m[0].length;
  }
  cutRest(normalised.slice(last));
  const terms = raw.map((t) => t.replace(NOT_WORD_CHAR, '')).filter((t) => t.length > 0 && !STOPWORDS.has(t));
  const longer = terms.filter((t) => charCount(t) > 1);
  return longer.length > 0 ? longer : terms;
}

const HAN_RUN = /\p{Script=Han}+/gu;

/** Each Chinese character of the text but the stop words (`拆开过` → `zi拆`, `zi开`, `zi过`), marked apart from the words. */
function characterTerms(text: string): string[] {
  const out: string[] = [];
  for (const [run] of normaliseText(text).matchAll(HAN_RUN)) for (const c of run) if (!STOPWORDS.has(c)) out.push(`zi${c}`);
  return out;
}

/**
 * The terms indexed and searched: the words (searchTerms), then every Chinese character (the
 * classic word + character index of Chinese retrieval). Characters meet where the words do not:
 * a segmenter cutting a question and a passage differently (二手机 as 二/手机), a paraphrase sharing
 * a character (拆开 / 拆机, 换台新的 / 更换新机), a homophone typo around a right character (聚交镜 /
 * 聚焦镜). Measured on the retrieval set (test/api/intelligence/retrievalQuality.test.ts): words alone
 * 75.8 %, + characters 87.9 %; adding character pairs (86.4 %) or their pinyin (81.8 %) did not
 * help, so neither is indexed.
 */
export const indexTerms = (text: string): string[] => [...searchTerms(text), ...characterTerms(text)];

/** The text stored and indexed for full-text search: the index terms, space-separated. */
export function segmentedText(text: string): string {
  return indexTerms(text).join(' ');
}

/** A question's words (no characters), each once: what a corpus pair must hold enough of (pipeline.ts). */
export const questionWords = (question: string): string[] => [...new Set(searchTerms(question))];

/** A question's index terms, each once, in order of first appearance. */
export function queryTerms(question: string): string[] {
  return [...new Set(indexTerms(question))];
}
