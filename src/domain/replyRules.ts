import { REPLY_LIMITS } from '../../resources/reply/limits.ts';
import { normaliseText } from './text/normalise.ts';

/**
 * 自动回复's rules (the WeChat official-account keyword auto-reply), shared by the server (its
 * hooks refuse a rule past any limit with these messages) and the app (the rule form shows the
 * same ones before sending): the JSON shapes of a rule's keywords and replies, and their checks
 * against REPLY_LIMITS. Each message names the broken limit and the actual value
 * (关键词最多 10 个，现有 12 个). The matcher is replyMatcher.ts.
 */

/** How a keyword matches: the whole normalised message (全匹配), or a message containing it (半匹配). */
export type KeywordMatch = 'exact' | 'contains';

/** A keyword of a rule (`reply_rule.keywords`). */
export interface RuleKeyword {
  word: string;
  match: KeywordMatch;
}

/** A reply of a rule as configured (`reply_rule.replies`): ids of the file library's `oss_file` and the assistant's `ai_corpus`. */
export type RuleReply =
  | { kind: 'text'; text: string }
  | { kind: 'image'; fileId: number }
  | { kind: 'news'; title: string; url: string; description?: string; coverFileId?: number }
  | { kind: 'corpus'; corpusId: number };

/** A reply as sent (`reply_message.replies`): images and covers as their URLs, a corpus answer as its text. */
export type SentReply =
  | { kind: 'text'; text: string }
  | { kind: 'image'; fileId: number; name: string; url: string }
  | { kind: 'news'; title: string; url: string; description?: string; cover?: string }
  | { kind: 'corpus'; corpusId: number; text: string };

/** What a rule is: a keyword rule, the one 关注回复, or the one default reply. */
export type RuleKind = 'keyword' | 'follow' | 'default';

/** All replies at once, or one at random. */
export type ReplyMode = 'all' | 'random';

/** A checked value, or why it is refused (Chinese, naming the limit). */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** The Chinese name of each rule kind, as messages say it. */
export const RULE_KIND_NAMES: Readonly<Record<RuleKind, string>> = { keyword: '关键词回复', follow: '关注回复', default: '默认回复' };

const KEYWORD_KEYS = new Set(['word', 'match']);
const REPLY_KEYS: Readonly<Record<RuleReply['kind'], ReadonlySet<string>>> = {
  text: new Set(['kind', 'text']),
  image: new Set(['kind', 'fileId']),
  news: new Set(['kind', 'title', 'url', 'description', 'coverFileId']),
  corpus: new Set(['kind', 'corpusId']),
};

/** Characters as a person counts them (code points: an emoji is one). */
export const charCount = (text: string): number => [...text].length;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The largest record id (a 32-bit integer column on both databases). */
const MAX_ID = 2 ** 31 - 1;
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= MAX_ID;
const fail = <T>(message: string): Checked<T> => ({ ok: false, message });

/** A keyword as keywords are compared (clashes, duplicates, `reply_keyword.normalized`): the shared normalisation. */
export const normaliseKeyword = (word: string): string => normaliseText(word);

/** A rule's name: not empty, at most REPLY_LIMITS.nameLength characters. */
export function checkRuleName(raw: unknown): Checked<string> {
  if (typeof raw !== 'string' || raw.trim() === '') return fail('规则名称不能为空');
  const name = raw.trim();
  const n = charCount(name);
  if (n > REPLY_LIMITS.nameLength) return fail(`规则名称最多 ${REPLY_LIMITS.nameLength} 字，现有 ${n} 字`);
  return { ok: true, value: name };
}

/**
 * A rule's keywords: a keyword rule has 1 to REPLY_LIMITS.keywords, each a word of at most
 * REPLY_LIMITS.keywordLength characters, 全匹配 or 半匹配, none twice (compared normalised);
 * the 关注回复 and the default reply have none. Words are kept trimmed.
 */
export function checkKeywords(raw: unknown, kind: RuleKind): Checked<RuleKeyword[]> {
  const list = raw === null || raw === undefined ? [] : raw;
  if (!Array.isArray(list)) return fail('「关键词」必须是列表');
  if (kind !== 'keyword') return list.length > 0 ? fail(`${RULE_KIND_NAMES[kind]}不设关键词，现有 ${list.length} 个`) : { ok: true, value: [] };
  if (list.length === 0) return fail('关键词回复至少要有 1 个关键词');
  if (list.length > REPLY_LIMITS.keywords) return fail(`关键词最多 ${REPLY_LIMITS.keywords} 个，现有 ${list.length} 个`);
  const out: RuleKeyword[] = [];
  const seen = new Map<string, string>();
  for (const [i, item] of list.entries()) {
    const at = `第 ${i + 1} 个关键词`;
    if (!isObject(item)) return fail(`${at}必须包含文字（word）和匹配方式（match）`);
    const extra = Object.keys(item).filter((k) => !KEYWORD_KEYS.has(k));
    if (extra.length > 0) return fail(`${at}有不认识的字段：${extra.join('、')}`);
    if (typeof item.word !== 'string' || normaliseKeyword(item.word) === '') return fail(`${at}不能为空`);
    const word = item.word.trim();
    const n = charCount(word);
    if (n > REPLY_LIMITS.keywordLength) return fail(`${at}「${word}」最多 ${REPLY_LIMITS.keywordLength} 字，现有 ${n} 字`);
    if (item.match !== 'exact' && item.match !== 'contains') return fail(`${at}「${word}」的匹配方式必须是全匹配（exact）或半匹配（contains）`);
    const key = normaliseKeyword(word);
    const twin = seen.get(key);
    if (twin !== undefined) return fail(`关键词「${word}」与「${twin}」重复`);
    seen.set(key, word);
    out.push({ word, match: item.match });
  }
  return { ok: true, value: out };
}

/** One reply (the `n`th, from 1). */
function checkReply(item: unknown, n: number): Checked<RuleReply> {
  const at = `第 ${n} 条回复`;
  if (!isObject(item)) return fail(`${at}必须是对象（kind 及其内容）`);
  const kind = item.kind;
  if (kind !== 'text' && kind !== 'image' && kind !== 'news' && kind !== 'corpus') return fail(`${at}的类型必须是文字（text）、图片（image）、图文（news）或语料答案（corpus）`);
  const extra = Object.keys(item).filter((k) => !REPLY_KEYS[kind].has(k));
  if (extra.length > 0) return fail(`${at}有不认识的字段：${extra.join('、')}`);
  if (kind === 'text') {
    if (typeof item.text !== 'string' || item.text.trim() === '') return fail(`${at}的文字不能为空`);
    const len = charCount(item.text);
    if (len > REPLY_LIMITS.textLength) return fail(`${at}的文字最多 ${REPLY_LIMITS.textLength} 字，现有 ${len} 字`);
    return { ok: true, value: { kind, text: item.text } };
  }
  if (kind === 'image') return isId(item.fileId) ? { ok: true, value: { kind, fileId: item.fileId } } : fail(`${at}要选择一张图片（fileId）`);
  if (kind === 'corpus') return isId(item.corpusId) ? { ok: true, value: { kind, corpusId: item.corpusId } } : fail(`${at}要选择一条语料（corpusId）`);
  if (typeof item.title !== 'string' || item.title.trim() === '') return fail(`${at}的图文标题不能为空`);
  const title = item.title.trim();
  const titleLen = charCount(title);
  if (titleLen > REPLY_LIMITS.newsTitleLength) return fail(`${at}的图文标题最多 ${REPLY_LIMITS.newsTitleLength} 字，现有 ${titleLen} 字`);
  if (typeof item.url !== 'string' || !/^https?:\/\/[^\s/]+\S*$/i.test(item.url.trim())) return fail(`${at}的图文链接必须以 http:// 或 https:// 开头`);
  const url = item.url.trim();
  if (charCount(url) > REPLY_LIMITS.newsUrlLength) return fail(`${at}的图文链接最多 ${REPLY_LIMITS.newsUrlLength} 个字符，现有 ${charCount(url)} 个`);
  const news: RuleReply & { kind: 'news' } = { kind, title, url };
  if (item.description !== undefined && item.description !== null && item.description !== '') {
    if (typeof item.description !== 'string') return fail(`${at}的图文摘要必须是文字`);
    const len = charCount(item.description);
    if (len > REPLY_LIMITS.newsDescriptionLength) return fail(`${at}的图文摘要最多 ${REPLY_LIMITS.newsDescriptionLength} 字，现有 ${len} 字`);
    news.description = item.description;
  }
  if (item.coverFileId !== undefined && item.coverFileId !== null) {
    if (!isId(item.coverFileId)) return fail(`${at}的封面图片编号不正确（coverFileId）`);
    news.coverFileId = item.coverFileId;
  }
  return { ok: true, value: news };
}

/** A rule's replies: 1 to REPLY_LIMITS.replies, each of its kind's shape and limits. */
export function checkReplies(raw: unknown): Checked<RuleReply[]> {
  if (!Array.isArray(raw)) return fail('「回复内容」必须是列表');
  if (raw.length === 0) return fail('至少要有 1 条回复');
  if (raw.length > REPLY_LIMITS.replies) return fail(`回复最多 ${REPLY_LIMITS.replies} 条，现有 ${raw.length} 条`);
  const out: RuleReply[] = [];
  for (const [i, item] of raw.entries()) {
    const checked = checkReply(item, i + 1);
    if (!checked.ok) return checked;
    out.push(checked.value);
  }
  return { ok: true, value: out };
}

/** A rule as the form and the server check it. */
export interface RuleInput {
  name: unknown;
  kind: RuleKind;
  keywords: unknown;
  replies: unknown;
}

/** Every problem of a rule (empty: none), name first, then keywords, then replies. */
export function ruleProblems(rule: RuleInput): string[] {
  return [checkRuleName(rule.name), checkKeywords(rule.keywords, rule.kind), checkReplies(rule.replies)].flatMap((c) => (c.ok ? [] : [c.message]));
}

/** The file library files a rule's replies name (images and news covers). */
export const fileIdsOf = (replies: readonly RuleReply[]): number[] =>
  replies.flatMap((r) => (r.kind === 'image' ? [r.fileId] : r.kind === 'news' && r.coverFileId !== undefined ? [r.coverFileId] : []));

/** The assistant's corpus pairs a rule's replies name. */
export const corpusIdsOf = (replies: readonly RuleReply[]): number[] => replies.flatMap((r) => (r.kind === 'corpus' ? [r.corpusId] : []));
