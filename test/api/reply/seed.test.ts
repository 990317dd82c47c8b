import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleProblems, normaliseKeyword, type RuleKind } from '../../../src/domain/replyRules.ts';
import { seedKnowledge } from '../../../src/server/areas/intelligence/seed.ts';
import { seedReply } from '../../../src/server/areas/reply/seed.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../../helpers/testServer.ts';

/**
 * The 自动回复 demo data, checked against the rules the server applies: 40+ keyword rules that
 * pass every limit with no keyword twice, one follow and one default rule, two dictionaries with
 * their counts, and 2,000+ history messages over three months from ~150 followers, about three
 * quarters matched, with repeated unmatched questions, and hit counts that are the history's.
 */

let s: TestServer;
const DAY = 86_400_000;

beforeAll(async () => {
  s = await createTestServer();
  await seedKnowledge(s.db, TEST_NOW);
  const started = Date.now();
  await seedReply(s.db, TEST_NOW);
  console.info(`reply seed: ${Date.now() - started} ms`);
}, 120_000);
afterAll(() => s.close());

describe('the 自动回复 demo data', () => {
  it('has 40+ keyword rules within every limit, keywords once, the keyword index in step, one follow and one default rule', async () => {
    const rules = await s.db.selectFrom('reply_rule').selectAll().execute();
    const keyword = rules.filter((r) => r.kind === 'keyword');
    expect(keyword.length).toBeGreaterThanOrEqual(40);
    expect(rules.filter((r) => r.kind === 'follow')).toHaveLength(1);
    expect(rules.filter((r) => r.kind === 'default')).toHaveLength(1);
    for (const r of rules) {
      const problems = ruleProblems({ name: r.name, kind: r.kind as RuleKind, keywords: r.keywords_json ? JSON.parse(r.keywords_json) : null, replies: JSON.parse(r.replies_json) });
      expect(problems, r.name).toEqual([]);
    }
    const index = await s.db.selectFrom('reply_keyword').selectAll().execute();
    const words = keyword.flatMap((r) => (JSON.parse(String(r.keywords_json)) as { word: string }[]).map((k) => normaliseKeyword(k.word)));
    expect(new Set(words).size).toBe(words.length);
    expect(index.map((k) => k.normalized).sort()).toEqual([...words].sort());
    expect(rules.some((r) => r.reply_mode === 'random')).toBe(true);
    expect(rules.some((r) => Number(r.enabled) === 0)).toBe(true);
    expect(rules.some((r) => r.replies_json.includes('"corpus"'))).toBe(true);
    expect(rules.some((r) => r.replies_json.includes('"news"'))).toBe(true);
  });

  it('has two dictionaries whose counts are their words', async () => {
    const dicts = await s.db.selectFrom('reply_dict').selectAll().execute();
    expect(dicts).toHaveLength(2);
    for (const d of dicts) {
      const n = Number((await s.db.selectFrom('reply_dict_word').select((e) => e.fn.countAll().as('n')).where('dict_id', '=', d.id).executeTakeFirstOrThrow()).n);
      expect(d.word_count).toBe(n);
      expect(n).toBeGreaterThanOrEqual(10);
    }
  });

  it('has 2,000+ messages over three months from ~150 followers, about three quarters matched, hit counts from the history', async () => {
    const messages = await s.db.selectFrom('reply_message').select(['openid', 'created_at', 'matched', 'rule_id', 'is_test', 'msg_type']).execute();
    expect(messages.length).toBeGreaterThanOrEqual(2000);
    const times = messages.map((m) => Date.parse(m.created_at));
    expect(TEST_NOW - Math.min(...times)).toBeGreaterThan(80 * DAY);
    expect(TEST_NOW - Math.min(...times)).toBeLessThan(92 * DAY);
    expect(Math.max(...times)).toBeLessThan(TEST_NOW);
    const real = messages.filter((m) => Number(m.is_test) === 0);
    expect(new Set(real.map((m) => m.openid)).size).toBe(150);
    expect(real.filter((m) => m.msg_type === 'subscribe')).toHaveLength(150);
    const rate = real.filter((m) => Number(m.matched) === 1).length / real.length;
    console.info(`reply seed: ${messages.length} messages, hit rate ${rate.toFixed(3)}`);
    expect(rate).toBeGreaterThan(0.68);
    expect(rate).toBeLessThan(0.82);
    const rules = await s.db.selectFrom('reply_rule').select(['id', 'hit_count', 'last_hit_at']).execute();
    for (const r of rules) {
      const mine = messages.filter((m) => m.rule_id === r.id);
      expect(r.hit_count, String(r.id)).toBe(mine.length);
      expect(r.last_hit_at).toBe(mine.length === 0 ? null : mine.map((m) => m.created_at).sort().at(-1));
    }
    const stat = (await s.request('GET', '/reply/history-stat?from=2026-08-24&to=2026-11-22', { as: 'superadmin' })).body.data;
    expect(stat.topUnmatched.length).toBeGreaterThanOrEqual(5);
    expect(stat.topUnmatched[0].count).toBeGreaterThan(10);
    expect(stat.topRules.length).toBe(10);
  });
});
