import { applySynonyms, normaliseText, type Synonym } from './text/normalise.ts';
import type { ReplyMode, RuleKeyword, RuleKind, RuleReply } from './replyRules.ts';

/**
 * 自动回复's matcher (WeChat's precedence): a message is normalised (the assistant's
 * normaliseText), the enabled dictionaries' words read as their standard words (applySynonyms),
 * then a keyword matched whole (全匹配) wins over one contained (半匹配) — among contained ones the
 * longest keyword, then the rule changed last —, then the default reply. The follow event is
 * answered by the 关注回复. Only enabled rules answer. A `random` rule answers with one of its
 * replies (the random source is injected, for tests).
 */

/** A rule as the matcher reads it. */
export interface MatchableRule {
  id: number;
  name: string;
  kind: RuleKind;
  enabled: boolean;
  keywords: readonly RuleKeyword[];
  replies: readonly RuleReply[];
  reply_mode: ReplyMode;
  /** ISO time of the last change: the later one wins a tie. */
  updated_at: string;
}

/** How a message was answered (`reply_message.result`). */
export type MatchResult = 'exact' | 'contains' | 'default' | 'follow' | 'none';

/**
 * Whether a message counts as matched (`reply_message.matched`, the hit rate of 历史统计): a
 * keyword answered it, or it was the follow event answered by the 关注回复. The default reply is
 * the fallback for a message no rule understood, so it is not a match.
 */
export const isMatched = (result: MatchResult): boolean => result === 'exact' || result === 'contains' || result === 'follow';

/** A received message: its text, or the follow event. */
export interface IncomingMessage {
  content: string;
  event?: 'subscribe';
}

/** What the matcher decided, and why (Chinese). `replies` are the rule's replies to send (one, in random mode). */
export interface MatchOutcome {
  normalized: string;
  result: MatchResult;
  rule: MatchableRule | null;
  keyword: string | null;
  reason: string;
  replies: RuleReply[];
}

/** A message as keywords are compared with it: normalised, then the dictionaries' standard words. */
export const normaliseMessage = (text: string, synonyms: readonly Synonym[]): string => applySynonyms(normaliseText(text), synonyms);

/** The replies a rule sends: all of them, or one picked by `random` (0 ≤ random() < 1). */
export function pickReplies(rule: Pick<MatchableRule, 'replies' | 'reply_mode'>, random: () => number): RuleReply[] {
  if (rule.reply_mode !== 'random' || rule.replies.length <= 1) return [...rule.replies];
  const i = Math.min(rule.replies.length - 1, Math.max(0, Math.floor(random() * rule.replies.length)));
  return [rule.replies[i]];
}

interface Candidate {
  rule: MatchableRule;
  keyword: RuleKeyword;
  /** The keyword as compared (normalised, dictionaries applied). */
  form: string;
}

/** Later change first, then the lower id: a stable order for ties. */
const newerFirst = (a: MatchableRule, b: MatchableRule): number => (a.updated_at === b.updated_at ? a.id - b.id : a.updated_at < b.updated_at ? 1 : -1);

/** The one enabled rule of a kind (follow, default); should there be several, the last changed. */
const single = (rules: readonly MatchableRule[], kind: RuleKind): MatchableRule | undefined => rules.filter((r) => r.enabled && r.kind === kind).sort(newerFirst)[0];

/** A matcher over fixed rules and synonyms: the keywords' forms computed once (the seed answers thousands of messages). */
export type Matcher = (message: IncomingMessage, random?: () => number) => MatchOutcome;

/** Prepares the rules and the enabled dictionaries' synonyms for matching (see matchMessage). */
export function createMatcher(rules: readonly MatchableRule[], synonyms: readonly Synonym[]): Matcher {
  // normalised once here, so applySynonyms' own normalising of the pairs is a no-op on these
  const pairs = synonyms.map((s) => ({ word: normaliseText(s.word), standard: normaliseText(s.standard) }));
  const candidates: Candidate[] = rules
    .filter((r) => r.enabled && r.kind === 'keyword')
    .flatMap((rule) => rule.keywords.map((keyword) => ({ rule, keyword, form: normaliseMessage(keyword.word, pairs) })))
    .filter((c) => c.form !== '');
  const follow = single(rules, 'follow');
  const fallback = single(rules, 'default');
  return (message, random = Math.random) => {
    const normalized = normaliseMessage(message.content, pairs);
    const answer = (result: MatchResult, rule: MatchableRule | null, keyword: string | null, reason: string): MatchOutcome => ({
      normalized,
      result,
      rule,
      keyword,
      reason,
      replies: rule ? pickReplies(rule, random) : [],
    });
    if (message.event === 'subscribe') {
      return follow ? answer('follow', follow, null, `关注事件，使用关注回复「${follow.name}」`) : answer('none', null, null, '关注事件，但没有启用的关注回复');
    }
    const exact = candidates
      .filter((c) => c.form === normalized)
      .sort((a, b) => Number(b.keyword.match === 'exact') - Number(a.keyword.match === 'exact') || newerFirst(a.rule, b.rule))[0];
    if (exact) {
      const how = exact.keyword.match === 'exact' ? '全匹配' : '半匹配，且消息与关键词相同';
      return answer(exact.keyword.match === 'exact' ? 'exact' : 'contains', exact.rule, exact.keyword.word, `消息与关键词「${exact.keyword.word}」${how}（规则「${exact.rule.name}」）`);
    }
    const contained = candidates
      .filter((c) => c.keyword.match === 'contains' && normalized.includes(c.form))
      .sort((a, b) => b.form.length - a.form.length || newerFirst(a.rule, b.rule));
    const best = contained[0];
    if (best) {
      const others = contained.length - 1;
      const why = others > 0 ? `；另有 ${others} 个半匹配的关键词，取最长的` : '';
      return answer('contains', best.rule, best.keyword.word, `消息包含关键词「${best.keyword.word}」（半匹配，规则「${best.rule.name}」）${why}`);
    }
    return fallback ? answer('default', fallback, null, `没有关键词匹配，使用默认回复「${fallback.name}」`) : answer('none', null, null, '没有关键词匹配，也没有启用的默认回复');
  };
}

/** Answers one message with the rules and the enabled dictionaries' synonyms. */
export function matchMessage(message: IncomingMessage, rules: readonly MatchableRule[], synonyms: readonly Synonym[], random: () => number = Math.random): MatchOutcome {
  return createMatcher(rules, synonyms)(message, random);
}
