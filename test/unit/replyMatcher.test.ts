import { describe, expect, it } from 'vitest';
import { isMatched, matchMessage, pickReplies, type MatchableRule } from '../../src/domain/replyMatcher.ts';
import type { RuleKeyword } from '../../src/domain/replyRules.ts';

/** The matcher's precedence (全匹配, then the longest 半匹配, then the default reply), the follow event, the dictionaries and random mode. */

let nextId = 1;
const rule = (name: string, keywords: [string, 'exact' | 'contains'][], extra: Partial<MatchableRule> = {}): MatchableRule => ({
  id: nextId++,
  name,
  kind: 'keyword',
  enabled: true,
  keywords: keywords.map(([word, match]): RuleKeyword => ({ word, match })),
  replies: [{ kind: 'text', text: `${name}的回复` }],
  reply_mode: 'all',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...extra,
});

const warranty = rule('保修政策', [['保修', 'exact'], ['保修期', 'contains']]);
const driver = rule('驱动下载', [['驱动', 'contains']]);
const laserDriver = rule('激光驱动板', [['激光驱动', 'contains']]);
const follow = rule('关注欢迎', [], { kind: 'follow' });
const fallback = rule('默认回复', [], { kind: 'default' });
const RULES = [warranty, driver, laserDriver, follow, fallback];

describe('precedence', () => {
  it('a 全匹配 keyword answers the whole message, normalised (case, width, spaces)', () => {
    const out = matchMessage({ content: '  保修 ' }, RULES, []);
    expect(out).toMatchObject({ normalized: '保修', result: 'exact', rule: { id: warranty.id }, keyword: '保修', reason: '消息与关键词「保修」全匹配（规则「保修政策」）' });
    expect(out.replies).toEqual([{ kind: 'text', text: '保修政策的回复' }]);
    const wide = rule('VIP', [['vip', 'exact']]);
    expect(matchMessage({ content: 'ＶＩＰ' }, [wide], []).result).toBe('exact');
  });

  it('a 全匹配 keyword does not answer a message that only contains it', () => {
    expect(matchMessage({ content: '保修怎么算' }, RULES, [])).toMatchObject({ result: 'default', rule: { id: fallback.id } });
  });

  it('全匹配 wins over 半匹配', () => {
    const exactDriver = rule('驱动全匹配', [['驱动下载', 'exact']]);
    expect(matchMessage({ content: '驱动下载' }, [driver, exactDriver], [])).toMatchObject({ result: 'exact', rule: { id: exactDriver.id } });
  });

  it('among 半匹配 keywords the longest wins, the reason saying so', () => {
    const out = matchMessage({ content: '激光驱动坏了' }, RULES, []);
    expect(out).toMatchObject({ result: 'contains', rule: { id: laserDriver.id }, keyword: '激光驱动' });
    expect(out.reason).toBe('消息包含关键词「激光驱动」（半匹配，规则「激光驱动板」）；另有 1 个半匹配的关键词，取最长的');
    expect(matchMessage({ content: '驱动在哪' }, RULES, []).reason).toBe('消息包含关键词「驱动」（半匹配，规则「驱动下载」）');
  });

  it('equally long 半匹配 keywords: the rule changed last wins', () => {
    const older = rule('旧', [['价格', 'contains']], { updated_at: '2026-10-01T00:00:00.000Z' });
    const newer = rule('新', [['管子', 'contains']], { updated_at: '2026-10-02T00:00:00.000Z' });
    expect(matchMessage({ content: '管子价格' }, [older, newer], []).rule?.id).toBe(newer.id);
    expect(matchMessage({ content: '管子价格' }, [newer, older], []).rule?.id).toBe(newer.id);
  });

  it('no keyword: the default reply; without one, none', () => {
    expect(matchMessage({ content: '天气' }, RULES, [])).toMatchObject({ result: 'default', keyword: null, reason: '没有关键词匹配，使用默认回复「默认回复」' });
    expect(matchMessage({ content: '天气' }, [warranty], [])).toMatchObject({ result: 'none', rule: null, replies: [], reason: '没有关键词匹配，也没有启用的默认回复' });
  });

  it('only enabled rules answer', () => {
    const off = rule('停用', [['停用词', 'exact']], { enabled: false });
    expect(matchMessage({ content: '停用词' }, [off, fallback], []).result).toBe('default');
    expect(matchMessage({ content: '天气' }, [{ ...fallback, enabled: false }], []).result).toBe('none');
  });
});

describe('the follow event', () => {
  it('is answered by the 关注回复, never by a keyword', () => {
    expect(matchMessage({ content: '保修', event: 'subscribe' }, RULES, [])).toMatchObject({ result: 'follow', rule: { id: follow.id }, keyword: null, reason: '关注事件，使用关注回复「关注欢迎」' });
    expect(matchMessage({ content: '', event: 'subscribe' }, [warranty], [])).toMatchObject({ result: 'none', reason: '关注事件，但没有启用的关注回复' });
  });
});

describe('dictionaries', () => {
  it('words are read as their standard words before matching, longest first', () => {
    const laser = rule('激光机', [['激光机', 'contains']]);
    const synonyms = [
      { word: '镭射', standard: '激光' },
      { word: '镭射机', standard: '激光机' },
    ];
    expect(matchMessage({ content: '镭射机多少钱' }, [laser], synonyms)).toMatchObject({ normalized: '激光机多少钱', result: 'contains', keyword: '激光机' });
    expect(matchMessage({ content: '镭射机多少钱' }, [laser], [])).toMatchObject({ normalized: '镭射机多少钱', result: 'none' });
  });

  it('a keyword is read through the dictionaries too, so an alias keyword still matches', () => {
    const alias = rule('别名', [['镭射机', 'exact']]);
    expect(matchMessage({ content: '镭射机' }, [alias], [{ word: '镭射机', standard: '激光机' }]).result).toBe('exact');
  });
});

describe('random mode', () => {
  const many = rule('问候', [['你好', 'exact']], { reply_mode: 'random', replies: [1, 2, 3].map((n) => ({ kind: 'text' as const, text: `问候${n}` })) });

  it('answers with one reply picked by the injected random source', () => {
    expect(matchMessage({ content: '你好' }, [many], [], () => 0).replies).toEqual([{ kind: 'text', text: '问候1' }]);
    expect(matchMessage({ content: '你好' }, [many], [], () => 0.5).replies).toEqual([{ kind: 'text', text: '问候2' }]);
    expect(matchMessage({ content: '你好' }, [many], [], () => 0.9999).replies).toEqual([{ kind: 'text', text: '问候3' }]);
    expect(pickReplies(many, () => 1)).toEqual([{ kind: 'text', text: '问候3' }]);
  });

  it('all mode answers with every reply in order', () => {
    expect(pickReplies({ ...many, reply_mode: 'all' }, () => 0)).toHaveLength(3);
  });
});

describe('isMatched', () => {
  it('a keyword or the follow reply is a match; the default reply and no reply are not', () => {
    expect(['exact', 'contains', 'follow', 'default', 'none'].map((r) => isMatched(r as never))).toEqual([true, true, true, false, false]);
  });
});
