import { describe, expect, it } from 'vitest';
import { REPLY_LIMITS } from '../../resources/reply/limits.ts';
import { checkKeywords, checkReplies, checkRuleName, corpusIdsOf, fileIdsOf, ruleProblems, type Checked } from '../../src/domain/replyRules.ts';

/** Every limit of the WeChat keyword auto-reply (REPLY_LIMITS), at the limit and one past it, with the message naming it. */

const messageOf = <T>(c: Checked<T>): string | null => (c.ok ? null : c.message);
const kw = (word: string, match = 'exact') => ({ word, match });
const text = (t: string) => ({ kind: 'text', text: t });

describe('the rule name', () => {
  it(`is 1 to ${REPLY_LIMITS.nameLength} characters (emoji count as one)`, () => {
    expect(checkRuleName('  保修政策 ')).toEqual({ ok: true, value: '保修政策' });
    expect(checkRuleName('名'.repeat(60)).ok).toBe(true);
    expect(messageOf(checkRuleName('名'.repeat(61)))).toBe('规则名称最多 60 字，现有 61 字');
    expect(checkRuleName('😀'.repeat(60)).ok).toBe(true);
    expect(messageOf(checkRuleName(' '))).toBe('规则名称不能为空');
    expect(messageOf(checkRuleName(3))).toBe('规则名称不能为空');
  });
});

describe('keywords', () => {
  it(`a keyword rule has 1 to ${REPLY_LIMITS.keywords}`, () => {
    const ten = Array.from({ length: 10 }, (_, i) => kw(`词${i}`));
    expect(checkKeywords(ten, 'keyword').ok).toBe(true);
    expect(messageOf(checkKeywords([...ten, kw('词10'), kw('词11')], 'keyword'))).toBe('关键词最多 10 个，现有 12 个');
    expect(messageOf(checkKeywords([], 'keyword'))).toBe('关键词回复至少要有 1 个关键词');
    expect(messageOf(checkKeywords(null, 'keyword'))).toBe('关键词回复至少要有 1 个关键词');
    expect(messageOf(checkKeywords('保修', 'keyword'))).toBe('「关键词」必须是列表');
  });

  it(`each at most ${REPLY_LIMITS.keywordLength} characters, trimmed, not empty`, () => {
    expect(checkKeywords([kw(` ${'激'.repeat(30)} `)], 'keyword')).toEqual({ ok: true, value: [kw('激'.repeat(30))] });
    expect(messageOf(checkKeywords([kw('a'), kw('激'.repeat(31))], 'keyword'))).toBe(`第 2 个关键词「${'激'.repeat(31)}」最多 30 字，现有 31 字`);
    expect(messageOf(checkKeywords([kw('\u200b ')], 'keyword'))).toBe('第 1 个关键词不能为空');
    expect(messageOf(checkKeywords([{ word: 5, match: 'exact' }], 'keyword'))).toBe('第 1 个关键词不能为空');
    expect(messageOf(checkKeywords(['保修'], 'keyword'))).toBe('第 1 个关键词必须包含文字（word）和匹配方式（match）');
  });

  it('each 全匹配 or 半匹配, with no other field', () => {
    expect(checkKeywords([kw('保修', 'exact'), kw('驱动', 'contains')], 'keyword').ok).toBe(true);
    expect(messageOf(checkKeywords([kw('保修', 'regex')], 'keyword'))).toBe('第 1 个关键词「保修」的匹配方式必须是全匹配（exact）或半匹配（contains）');
    expect(messageOf(checkKeywords([{ word: '保修', match: 'exact', priority: 1 }], 'keyword'))).toBe('第 1 个关键词有不认识的字段：priority');
  });

  it('none twice in a rule, compared normalised (full width, case, spaces)', () => {
    expect(messageOf(checkKeywords([kw('ＶＩＰ'), kw(' vip', 'contains')], 'keyword'))).toBe('关键词「vip」与「ＶＩＰ」重复');
    expect(messageOf(checkKeywords([kw('激光  机'), kw('激光 机')], 'keyword'))).toBe('关键词「激光 机」与「激光  机」重复');
  });

  it('the follow and default rules take none', () => {
    expect(checkKeywords(null, 'follow')).toEqual({ ok: true, value: [] });
    expect(checkKeywords([], 'default')).toEqual({ ok: true, value: [] });
    expect(messageOf(checkKeywords([kw('你好')], 'follow'))).toBe('关注回复不设关键词，现有 1 个');
    expect(messageOf(checkKeywords([kw('a'), kw('b')], 'default'))).toBe('默认回复不设关键词，现有 2 个');
  });
});

describe('replies', () => {
  it(`1 to ${REPLY_LIMITS.replies} replies`, () => {
    const five = Array.from({ length: 5 }, (_, i) => text(`回复${i}`));
    expect(checkReplies(five).ok).toBe(true);
    expect(messageOf(checkReplies([...five, text('六')]))).toBe('回复最多 5 条，现有 6 条');
    expect(messageOf(checkReplies([]))).toBe('至少要有 1 条回复');
    expect(messageOf(checkReplies(null))).toBe('「回复内容」必须是列表');
  });

  it(`a text of at most ${REPLY_LIMITS.textLength} characters, not blank`, () => {
    expect(checkReplies([text('字'.repeat(300))]).ok).toBe(true);
    expect(messageOf(checkReplies([text('短'), text('字'.repeat(312))]))).toBe('第 2 条回复的文字最多 300 字，现有 312 字');
    expect(messageOf(checkReplies([text('  ')]))).toBe('第 1 条回复的文字不能为空');
  });

  it('an image names a file, a corpus reply a corpus pair, by positive whole ids', () => {
    expect(checkReplies([{ kind: 'image', fileId: 3 }, { kind: 'corpus', corpusId: 9 }]).ok).toBe(true);
    expect(messageOf(checkReplies([{ kind: 'image', fileId: 0 }]))).toBe('第 1 条回复要选择一张图片（fileId）');
    expect(messageOf(checkReplies([{ kind: 'image', fileId: '3' }]))).toBe('第 1 条回复要选择一张图片（fileId）');
    expect(messageOf(checkReplies([{ kind: 'corpus', corpusId: 1.5 }]))).toBe('第 1 条回复要选择一条语料（corpusId）');
    // ids are 32-bit integer columns on both databases: a larger number is no id (and never reaches a query)
    expect(checkReplies([{ kind: 'image', fileId: 2 ** 31 - 1 }]).ok).toBe(true);
    expect(messageOf(checkReplies([{ kind: 'image', fileId: 2 ** 31 }]))).toBe('第 1 条回复要选择一张图片（fileId）');
  });

  it(`news: a title of at most ${REPLY_LIMITS.newsTitleLength}, an http(s) link, a description of at most ${REPLY_LIMITS.newsDescriptionLength}, an optional cover`, () => {
    const news = { kind: 'news', title: '保修政策', url: 'https://example.cn/w', description: '摘要', coverFileId: 2 };
    expect(checkReplies([news])).toEqual({ ok: true, value: [news] });
    expect(checkReplies([{ kind: 'news', title: '题'.repeat(64), url: 'http://a.cn' }]).ok).toBe(true);
    expect(messageOf(checkReplies([{ ...news, title: '题'.repeat(65) }]))).toBe('第 1 条回复的图文标题最多 64 字，现有 65 字');
    expect(messageOf(checkReplies([{ ...news, title: '' }]))).toBe('第 1 条回复的图文标题不能为空');
    for (const url of ['example.cn', 'javascript:alert(1)', 'https://', 'https:// a.cn']) expect(messageOf(checkReplies([{ ...news, url }])), url).toBe('第 1 条回复的图文链接必须以 http:// 或 https:// 开头');
    expect(messageOf(checkReplies([{ ...news, url: `https://a.cn/${'x'.repeat(500)}` }]))).toBe('第 1 条回复的图文链接最多 500 个字符，现有 513 个');
    expect(messageOf(checkReplies([{ ...news, description: '述'.repeat(121) }]))).toBe('第 1 条回复的图文摘要最多 120 字，现有 121 字');
    expect(messageOf(checkReplies([{ ...news, coverFileId: -1 }]))).toBe('第 1 条回复的封面图片编号不正确（coverFileId）');
  });

  it('a kind outside the four, or a field outside its kind, is refused', () => {
    expect(messageOf(checkReplies([{ kind: 'voice' }]))).toBe('第 1 条回复的类型必须是文字（text）、图片（image）、图文（news）或语料答案（corpus）');
    expect(messageOf(checkReplies([{ kind: 'text', text: 'a', fileId: 1 }]))).toBe('第 1 条回复有不认识的字段：fileId');
    expect(messageOf(checkReplies(['你好']))).toBe('第 1 条回复必须是对象（kind 及其内容）');
  });

  it('names the files and corpus pairs it uses', () => {
    const replies = [{ kind: 'image', fileId: 3 }, { kind: 'news', title: 't', url: 'https://a.cn', coverFileId: 4 }, { kind: 'news', title: 't', url: 'https://a.cn' }, { kind: 'corpus', corpusId: 7 }, { kind: 'text', text: 'x' }] as const;
    expect(fileIdsOf(replies)).toEqual([3, 4]);
    expect(corpusIdsOf(replies)).toEqual([7]);
  });
});

describe('ruleProblems', () => {
  it('lists every problem of a rule, name first; none for a good one', () => {
    expect(ruleProblems({ name: '保修', kind: 'keyword', keywords: [kw('保修')], replies: [text('一年')] })).toEqual([]);
    expect(ruleProblems({ name: '', kind: 'keyword', keywords: [], replies: [] })).toEqual(['规则名称不能为空', '关键词回复至少要有 1 个关键词', '至少要有 1 条回复']);
  });
});
