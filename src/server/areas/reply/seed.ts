import { createMatcher, isMatched } from '../../../domain/replyMatcher.ts';
import { normaliseKeyword, type RuleReply, type SentReply } from '../../../domain/replyRules.ts';
import { defineSeed } from '../../db/areaSeed.ts';
import type { Db } from '../../db/database.ts';
import { createRandom } from '../../db/random.ts';
import { enabledSynonyms, matchableRules } from './ruleRows.ts';
import { sentReplies } from './sentReplies.ts';
import { SEED_DICTIONARIES, SEED_DICTIONARY_ASKS, SEED_NICKNAMES } from './seedData/dictionaries.ts';
import { SEED_DEFAULT_RULE, SEED_FOLLOW_RULE, SEED_KEYWORD_RULES, SEED_REPLY_CATEGORIES, SEED_UNMATCHED, type SeedReply, type SeedRule } from './seedData/rules.ts';

/**
 * Demo data of 自动回复: the categories, 45 keyword rules with the 关注回复 and the default reply,
 * two dictionaries, and the history of 150 followers over the three months before the demo clock
 * (each follow event, then their messages, every one answered by the real matcher with the seeded
 * dictionaries; a few 模拟消息 test messages), with each rule's hit count and last hit taken from it.
 */

const DAY = 86_400_000;
const FOLLOWERS = 150;
const TEXT_MESSAGES = 2_000;
const TEST_MESSAGES = 24;
/** The share of followers' messages drawn from what some rule answers (the rest: unmatched questions). */
const ANSWERED_SHARE = 0.74;
const BATCH = 200;

const iso = (ms: number): string => new Date(ms).toISOString();

/** A rule's replies as stored: a corpus pair named by question becomes its id (left out when the assistant has no such pair). */
function repliesOf(rule: SeedRule, corpusIds: ReadonlyMap<string, number>): RuleReply[] {
  const out: RuleReply[] = [];
  for (const r of rule.replies as readonly SeedReply[]) {
    if (r.kind !== 'corpusQuestion') out.push(r);
    else {
      const id = corpusIds.get(r.question);
      if (id !== undefined) out.push({ kind: 'corpus', corpusId: id });
    }
  }
  return out.length > 0 ? out : [{ kind: 'text', text: '请回复“人工”联系客服。' }];
}

/** Categories, rules (with their keyword index) and dictionaries. */
async function seedRules(db: Db, now: number): Promise<void> {
  const at = now - 120 * DAY;
  const admin = await db.selectFrom('admin').select('id').where('username', '=', 'superadmin').executeTakeFirst();
  const createdBy = admin ? Number(admin.id) : null;
  const corpusIds = new Map((await db.selectFrom('ai_corpus').select(['id', 'question']).execute()).map((r) => [r.question, Number(r.id)]));
  const categoryIds = new Map<string, number>();
  for (const [i, c] of SEED_REPLY_CATEGORIES.entries()) {
    const row = await db.insertInto('reply_category').values({ name: c.name, remark: c.remark, sort: (i + 1) * 10, created_at: iso(at), updated_at: iso(at) }).returning('id').executeTakeFirstOrThrow();
    categoryIds.set(c.name, Number(row.id));
  }
  const all: [SeedRule, 'keyword' | 'follow' | 'default'][] = [[SEED_FOLLOW_RULE, 'follow'], [SEED_DEFAULT_RULE, 'default'], ...SEED_KEYWORD_RULES.map((r) => [r, 'keyword'] as [SeedRule, 'keyword'])];
  for (const [i, [rule, kind]] of all.entries()) {
    // later rules changed later: the tie-break of equally long 半匹配 keywords is the rule changed last
    const changed = iso(at + i * 60_000);
    const keywords = rule.keywords.map(([word, match]) => ({ word, match }));
    const row = await db
      .insertInto('reply_rule')
      .values({
        name: rule.name,
        kind,
        category_id: rule.category ? (categoryIds.get(rule.category) ?? null) : null,
        keywords_json: keywords.length > 0 ? JSON.stringify(keywords) : null,
        replies_json: JSON.stringify(repliesOf(rule, corpusIds)),
        reply_mode: rule.mode ?? 'all',
        enabled: rule.enabled === false ? 0 : 1,
        created_at: iso(at),
        updated_at: changed,
        created_by: createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (keywords.length > 0) await db.insertInto('reply_keyword').values(keywords.map((k) => ({ rule_id: Number(row.id), word: k.word, normalized: normaliseKeyword(k.word), match: k.match }))).execute();
  }
  for (const d of SEED_DICTIONARIES) {
    const dict = await db.insertInto('reply_dict').values({ name: d.name, remark: d.remark, enabled: 1, word_count: d.words.length, created_at: iso(at), updated_at: iso(at), created_by: createdBy }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('reply_dict_word').values(d.words.map(([word, standard]) => ({ dict_id: Number(dict.id), word, standard, created_at: iso(at), updated_at: iso(at), created_by: createdBy }))).execute();
  }
}

interface Follower {
  openid: string;
  nickname: string | null;
  since: number;
}

type MessageRow = {
  openid: string;
  nickname: string | null;
  msg_type: string;
  content: string;
  normalized: string;
  result: string;
  matched: number;
  rule_id: number | null;
  keyword: string | null;
  replies_json: string;
  is_test: number;
  created_at: string;
};

/** The followers' history, answered by the matcher; then each rule's hits. */
async function seedHistory(db: Db, now: number): Promise<void> {
  const r = createRandom(20261130);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
  const match = createMatcher(await matchableRules(db), await enabledSynonyms(db));
  const answered = [...SEED_KEYWORD_RULES.flatMap((x) => x.asks), ...SEED_DICTIONARY_ASKS];
  const unmatched = SEED_UNMATCHED.flatMap(([text, weight]) => Array.from({ length: weight }, () => text));
  const idChars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  const followers: Follower[] = Array.from({ length: FOLLOWERS }, (_, i) => ({
    openid: `oW${Array.from({ length: 26 }, () => pick([...idChars])).join('')}`,
    nickname: i % 7 === 6 ? null : `${pick(SEED_NICKNAMES)}${i % 3 === 0 ? '' : String(i)}`,
    since: now - Math.floor((10 + r() * 80) * DAY),
  }));
  /** A time in China daytime (08:00–22:00) on a day between `from` and now. */
  const daytime = (from: number): number => {
    const day = from + Math.floor(r() * Math.max(1, (now - from) / DAY)) * DAY;
    const chinaMidnight = Math.floor((day + 8 * 3_600_000) / DAY) * DAY - 8 * 3_600_000;
    return Math.min(now - 60_000, chinaMidnight + (8 + r() * 14) * 3_600_000);
  };
  const resolved = new Map<string, SentReply[]>();
  const sent = async (replies: readonly RuleReply[]): Promise<string> => {
    const key = JSON.stringify(replies);
    let out = resolved.get(key);
    if (!out) resolved.set(key, (out = await sentReplies(db, replies)));
    return JSON.stringify(out);
  };
  const rows: MessageRow[] = [];
  const record = async (who: Follower, at: number, content: string, event: boolean, isTest: boolean): Promise<void> => {
    const outcome = match({ content, event: event ? 'subscribe' : undefined }, r);
    rows.push({
      openid: who.openid,
      nickname: who.nickname,
      msg_type: event ? 'subscribe' : 'text',
      content,
      normalized: outcome.normalized,
      result: outcome.result,
      matched: isMatched(outcome.result) ? 1 : 0,
      rule_id: outcome.rule?.id ?? null,
      keyword: outcome.keyword,
      replies_json: await sent(outcome.replies),
      is_test: isTest ? 1 : 0,
      created_at: iso(at),
    });
  };
  for (const f of followers) await record(f, f.since, '', true, false);
  for (let i = 0; i < TEXT_MESSAGES; i += 1) {
    const f = pick(followers);
    await record(f, daytime(f.since), r() < ANSWERED_SHARE ? pick(answered) : pick(unmatched), false, false);
  }
  const tester: Follower = { openid: 'test-console', nickname: '模拟消息', since: now - 30 * DAY };
  for (let i = 0; i < TEST_MESSAGES; i += 1) await record(tester, daytime(tester.since), pick([...answered, ...unmatched]), false, true);
  rows.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  for (let i = 0; i < rows.length; i += BATCH) await db.insertInto('reply_message').values(rows.slice(i, i + BATCH)).execute();
  const hits = new Map<number, { n: number; last: string }>();
  for (const m of rows) {
    if (m.rule_id === null) continue;
    const h = hits.get(m.rule_id) ?? { n: 0, last: m.created_at };
    hits.set(m.rule_id, { n: h.n + 1, last: m.created_at > h.last ? m.created_at : h.last });
  }
  for (const [id, h] of hits) await db.updateTable('reply_rule').set({ hit_count: h.n, last_hit_at: h.last }).where('id', '=', id).execute();
}

export async function seedReply(db: Db, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedRules(trx, now);
    await seedHistory(trx, now);
  });
}

export const seed = defineSeed({
  area: 'reply',
  seeds: ['replyCategories', 'replyRules', 'replyKeywords', 'replyDicts', 'replyDictWords', 'replyMessages'],
  after: ['intelligence'],
  run: (db, now) => seedReply(db, now),
});
