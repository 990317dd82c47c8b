/**
 * Cutting a knowledge document into chunks, the unit the search finds and the assistant quotes.
 * Dify's general rules, so an operator who knows Dify knows these: a delimiter (default a blank
 * line), a maximum length and an overlap, lengths in characters (UTF-16 units, as the form counts).
 */

/** How a document is cut: the delimiter as the operator types it (`\n` may be the two characters). */
export interface ChunkingRules {
  delimiter: string;
  maxLength: number;
  overlap: number;
}

/** Dify's defaults: paragraphs (a blank line), at most 500 characters, 50 characters of overlap. */
export const DEFAULT_CHUNKING: ChunkingRules = { delimiter: '\n\n', maxLength: 500, overlap: 50 };

/**
 * The bounds a form checks (chunkingRulesValid). The overlap must also be less than half the
 * maximum length: a long piece is cut into parts of maxLength − overlap new characters each, and
 * with a larger overlap a chunk would be mostly the one before it.
 */
export const CHUNKING_LIMITS = { maxLength: { min: 50, max: 4000 }, overlap: { min: 0 } } as const;

/** Whether `rules` are within CHUNKING_LIMITS, the overlap under half the maximum and the delimiter not empty. */
export function chunkingRulesValid(rules: ChunkingRules): boolean {
  const { maxLength, overlap } = rules;
  return (
    unescapeDelimiter(rules.delimiter).length > 0 &&
    Number.isInteger(maxLength) && maxLength >= CHUNKING_LIMITS.maxLength.min && maxLength <= CHUNKING_LIMITS.maxLength.max &&
    Number.isInteger(overlap) && overlap >= CHUNKING_LIMITS.overlap.min && overlap * 2 < maxLength
  );
}

/** A chunk: its text, and in Markdown the headings above it joined by ` > ` (plain text: empty). */
export interface Chunk {
  text: string;
  heading: string;
}

/** The delimiter as typed in a form: `\n` and `\t` written as two characters mean a newline and a tab. */
function unescapeDelimiter(delimiter: string): string {
  return delimiter.replace(/\\n/g, '\n').replace(/\\t/g, '\t');
}

/** Rules splitIntoChunks can work with, whatever it is given: at least 1 character, overlap under half. */
function usableRules(rules: ChunkingRules): { delimiter: string; maxLength: number; overlap: number } {
  const maxLength = Number.isFinite(rules.maxLength) ? Math.max(1, Math.floor(rules.maxLength)) : DEFAULT_CHUNKING.maxLength;
  const overlap = Number.isFinite(rules.overlap) ? Math.floor(rules.overlap) : 0;
  return { delimiter: unescapeDelimiter(rules.delimiter), maxLength, overlap: Math.max(0, Math.min(overlap, Math.ceil(maxLength / 2) - 1)) };
}

/** The first `n` UTF-16 units of `s`, one fewer if the cut would split a surrogate pair. */
function headOf(s: string, n: number): string {
  const code = s.charCodeAt(n - 1);
  return code >= 0xd800 && code <= 0xdbff && n < s.length ? s.slice(0, n - 1) : s.slice(0, n);
}

/** The last `n` UTF-16 units of `s`, one fewer if the cut would split a surrogate pair. */
function tailOf(s: string, n: number): string {
  if (n <= 0) return '';
  const start = Math.max(0, s.length - n);
  const code = s.charCodeAt(start);
  const tail = code >= 0xdc00 && code <= 0xdfff && start > 0 ? s.slice(start + 1) : s.slice(start);
  // from the start of a sentence where the tail holds one, so a chunk never opens on the end of the
  // sentence before it (a PDF chunk read 「。\n2. 按面板上的…」)
  const boundary = tail.search(/[。！？!?；;…\n]/u);
  return boundary >= 0 && boundary < tail.length - 1 ? tail.slice(boundary + 1).replace(/^\s+/, '') : tail;
}

/** Sentences, each with its end (`。！？!?；;…` or a newline): the places a long piece is cut first. */
function sentencesOf(piece: string): string[] {
  return piece.match(/[^。！？!?；;…\n]*(?:[。！？!?；;…\n]+|$)/g)?.filter((s) => s.length > 0) ?? [piece];
}

/**
 * A piece longer than maxLength, cut into chunks: sentences packed into parts of at most
 * maxLength − overlap characters (a longer sentence hard-cut), and each part after the first
 * preceded by the last `overlap` characters of the chunk before, so no chunk exceeds maxLength.
 */
function splitLong(piece: string, maxLength: number, overlap: number): string[] {
  const room = maxLength - overlap;
  const parts: string[] = [];
  let part = '';
  for (let sentence of sentencesOf(piece)) {
    if (part.length + sentence.length <= room) {
      part += sentence;
      continue;
    }
    if (part.length > 0) parts.push(part);
    part = '';
    while (sentence.length > room) {
      // a surrogate pair wider than the room (maxLength 1 or 2): take it whole rather than loop
      const head = headOf(sentence, room) || String.fromCodePoint(sentence.codePointAt(0) ?? 0);
      parts.push(head);
      sentence = sentence.slice(head.length);
    }
    part = sentence;
  }
  if (part.length > 0) parts.push(part);
  const chunks: string[] = [];
  for (const p of parts) chunks.push(chunks.length === 0 ? p : tailOf(chunks[chunks.length - 1], overlap) + p);
  return chunks;
}

/**
 * One section's text cut into chunk texts: split on the delimiter, consecutive pieces merged while
 * they fit in maxLength (joined by the delimiter if it is whitespace, else a newline), a piece
 * longer than maxLength cut on its own (splitLong). Trimmed, empty ones dropped.
 */
function chunkSection(body: string, rules: { delimiter: string; maxLength: number; overlap: number }): string[] {
  const { delimiter, maxLength, overlap } = rules;
  const joiner = delimiter.trim() === '' && delimiter.length > 0 ? delimiter : '\n';
  const pieces = (delimiter.length > 0 ? body.split(delimiter) : [body]).map((p) => p.trim()).filter((p) => p.length > 0);
  const out: string[] = [];
  let current = '';
  const flush = () => {
    if (current.length > 0) out.push(current);
    current = '';
  };
  for (const piece of pieces) {
    if (piece.length > maxLength) {
      flush();
      out.push(...splitLong(piece, maxLength, overlap));
    } else if (current.length === 0) {
      current = piece;
    } else if (current.length + joiner.length + piece.length <= maxLength) {
      current += joiner + piece;
    } else {
      flush();
      current = piece;
    }
  }
  flush();
  return out.map((c) => c.trim()).filter((c) => c.length > 0);
}

/** A section of a Markdown document: the heading path above it and its text without the heading lines. */
interface Section {
  path: string[];
  body: string;
}

/** An ATX heading line (`## 日常维护`, closing `#`s allowed); its level and title. */
const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
/** A fenced code block's fence: heading-like lines inside one are code, not headings. */
const FENCE = /^ {0,3}(```|~~~)/;

/**
 * A Markdown document in sections, one per heading of level 1–3 (levels 4–6 stay in the text:
 * they are too small to cut on). Each section keeps the path of headings above it, a deeper
 * heading replacing the ones of its level and below.
 */
function sectionsOf(text: string): Section[] {
  const sections: Section[] = [];
  const path: string[] = [];
  let lines: string[] = [];
  let inFence = false;
  const close = () => {
    sections.push({ path: [...path], body: lines.join('\n') });
    lines = [];
  };
  for (const line of text.split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    const m = inFence ? null : HEADING.exec(line);
    if (m && m[1].length <= 3 && m[2].length > 0) {
      close();
      path.length = m[1].length - 1;
      path[m[1].length - 1] = m[2];
    } else {
      lines.push(line);
    }
  }
  close();
  return sections;
}

/**
 * Cuts a document into chunks by `rules` (Dify's general mode, see the file's comment). Line ends
 * are made `\n` first. In Markdown (`opts.markdown`) a heading of level 1–3 always starts a new
 * chunk, never merged across, and the chunks under it carry the heading path
 * (`激光雕刻机使用手册 > 日常维护 > 清洁镜片`) instead of repeating the heading line; a heading
 * with no text under it and no deeper heading after it becomes a chunk of its own title, so it is
 * still found. Chunks are trimmed, empty ones dropped; the same input always gives the same chunks.
 */
export function splitIntoChunks(text: string, rules: ChunkingRules = DEFAULT_CHUNKING, opts: { markdown?: boolean } = {}): Chunk[] {
  const usable = usableRules(rules);
  const clean = text.replace(/\r\n?/g, '\n');
  if (!opts.markdown) return chunkSection(clean, usable).map((t) => ({ text: t, heading: '' }));
  const sections = sectionsOf(clean);
  const chunks: Chunk[] = [];
  sections.forEach((section, i) => {
    const heading = section.path.filter((h) => h !== undefined).join(' > ');
    const texts = chunkSection(section.body, usable);
    const next = sections[i + 1];
    const isLeaf = !next || next.path.length <= section.path.length;
    if (texts.length === 0 && section.path.length > 0 && isLeaf) texts.push(section.path[section.path.length - 1]);
    for (const t of texts) chunks.push({ text: t, heading });
  });
  return chunks;
}
