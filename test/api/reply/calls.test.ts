import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_NOW, type Loose, type TestServer } from '../../helpers/testServer.ts';

/**
 * 自动回复's calls beside the rules' CRUD: categories in use, the dictionaries' words (once per
 * dictionary, counted, deleted with their dictionary) and their import, 批量启用/停用,
 * 迁移到智能助手 (created and skipped with reasons, the category kept, the assistant then answering
 * the keyword) and 历史统计. Bad input: a Chinese 4xx and nothing changed.
 */

let s: TestServer;

beforeAll(async () => {
  s = await createTestServer();
}, 60_000);

afterAll(async () => {
  await s.close();
});

const ok = async (method: string, path: string, body?: unknown): Promise<Loose> => {
  const res = await s.request(method, path, { as: 'superadmin', body });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

const rule = (name: string, words: string[], replies: unknown[], extra: Record<string, unknown> = {}) =>
  ok('POST', '/reply/rule', { name, kind: 'keyword', reply_mode: 'all', keywords: words.map((w) => ({ word: w, match: 'exact' })), replies, ...extra });
const text = (t: string) => ({ kind: 'text', text: t });
const count = async (table: 'reply_rule' | 'reply_dict_word' | 'ai_keyword' | 'reply_category'): Promise<number> =>
  Number((await s.db.selectFrom(table).select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('categories', () => {
  it('one in use is not deleted: 409 naming up to 5 rules, then 等 N 条; an unused one is', async () => {
    const used = await ok('POST', '/reply/category', { name: '售后服务' });
    for (let i = 1; i <= 6; i += 1) await rule(`售后规则${i}`, [`售后词${i}`], [text('售后')], { category_id: used.id });
    const res = await s.request('DELETE', `/reply/category/${used.id}?version=${used.version}`, { as: 'superadmin' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('分类「售后服务」正在被规则「售后规则1」、「售后规则2」、「售后规则3」、「售后规则4」、「售后规则5」 等 6 条使用，不能删除');
    const free = await ok('POST', '/reply/category', { name: '空分类' });
    await ok('DELETE', `/reply/category/${free.id}?version=${free.version}`);
    const missing = await s.request('POST', '/reply/rule', { as: 'superadmin', body: { name: '无分类', kind: 'keyword', reply_mode: 'all', keywords: [{ word: '无分类', match: 'exact' }], replies: [text('x')], category_id: 99999 } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('所选的分类不存在');
  });
});

describe('dictionaries', () => {
  it('a word once per dictionary (normalised), not its own standard, counted; deleting the dictionary deletes its words', async () => {
    const dict = await ok('POST', '/reply/dict', { name: '常见错别字' });
    const other = await ok('POST', '/reply/dict', { name: '产品别名' });
    const w = await ok('POST', '/reply/dict-word', { dict_id: dict.id, word: '保休', standard: '保修' });
    await ok('POST', '/reply/dict-word', { dict_id: dict.id, word: '趋动', standard: '驱动' });
    await ok('POST', '/reply/dict-word', { dict_id: other.id, word: '保休', standard: '保修' });
    const dup = await s.request('POST', '/reply/dict-word', { as: 'superadmin', body: { dict_id: dict.id, word: ' 保休', standard: '别的' } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('词典中已有词语「保休」');
    const same = await s.request('POST', '/reply/dict-word', { as: 'superadmin', body: { dict_id: dict.id, word: 'ABC', standard: 'abc' } });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('「词语」与「标准词」相同，无需添加');
    expect((await ok('GET', `/reply/dict/${dict.id}`)).word_count).toBe(2);
    await ok('DELETE', `/reply/dict-word/${w.id}?version=${w.version}`);
    expect((await ok('GET', `/reply/dict/${dict.id}`)).word_count).toBe(1);
    const before = await count('reply_dict_word');
    await ok('DELETE', `/reply/dict/${dict.id}?version=${(await ok('GET', `/reply/dict/${dict.id}`)).version}`);
    expect(await count('reply_dict_word')).toBe(before - 1);
    expect((await ok('GET', `/reply/dict-word?dict_id=${other.id}`)).list).toHaveLength(1);
  });

  it('POST /reply/dict/:id/import: created, updated, every bad row named; the count follows', async () => {
    const dict = await ok('POST', '/reply/dict', { name: '导入词典' });
    await ok('POST', '/reply/dict-word', { dict_id: dict.id, word: '镭射机', standard: '激光器' });
    const report = await ok('POST', `/reply/dict/${dict.id}/import`, {
      rows: [
        { word: '镭射机', standard: '激光机' },
        { word: '雕刻机', standard: '激光雕刻机' },
        { word: '', standard: 'x' },
        { word: '雕刻机', standard: '别的' },
        { word: '同', standard: '同' },
        { word: '词', standard: '标'.repeat(21) },
        'text',
      ],
    });
    expect(report.created).toBe(1);
    expect(report.updated).toBe(1);
    expect(report.failed.map((f: Loose) => f.row)).toEqual([3, 4, 5, 6, 7]);
    expect(report.failed[0].reason).toMatch(/^第 3 行：「词语」/);
    expect(report.failed[1].reason).toBe('第 4 行：词语「雕刻机」与第 2 行重复');
    expect(report.failed[2].reason).toBe('第 5 行：「词语」与「标准词」相同');
    expect(report.failed[3].reason).toMatch(/^第 6 行：「标准词」.*20/);
    expect(report.failed[4].reason).toBe('第 7 行：内容必须是对象（word、standard）');
    const words = (await ok('GET', `/reply/dict-word?dict_id=${dict.id}`)).list.map((r: Loose) => `${r.word}→${r.standard}`).sort();
    expect(words).toEqual(['镭射机→激光机', '雕刻机→激光雕刻机'].sort());
    expect((await ok('GET', `/reply/dict/${dict.id}`)).word_count).toBe(2);
  });

  it('an import refuses a bad body or an unknown dictionary and writes nothing', async () => {
    const dict = await ok('POST', '/reply/dict', { name: '空词典' });
    const before = await count('reply_dict_word');
    const cases: [string, unknown, number, string][] = [
      [`/reply/dict/${dict.id}/import`, { rows: 'x' }, 400, '「rows」必须是要导入的词条列表'],
      [`/reply/dict/${dict.id}/import`, { rows: [] }, 400, '没有要导入的词条'],
      [`/reply/dict/${dict.id}/import`, { rows: Array.from({ length: 2001 }, (_, i) => ({ word: `w${i}`, standard: 's' })) }, 400, '一次最多导入 2000 个词条（收到 2001 个）'],
      ['/reply/dict/99999/import', { rows: [{ word: 'a', standard: 'b' }] }, 404, '词典不存在或已被删除'],
    ];
    for (const [path, body, status, message] of cases) {
      const res = await s.request('POST', path, { as: 'superadmin', body });
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect(await count('reply_dict_word')).toBe(before);
  });
});

describe('POST /reply/rule/bulk', () => {
  it('enables or disables the selected rules, a new version each; an unknown id is reported', async () => {
    const a = await rule('批量甲', ['批量甲'], [text('甲')]);
    const b = await rule('批量乙', ['批量乙'], [text('乙')]);
    const off = await ok('POST', '/reply/rule/bulk', { ids: [a.id, b.id, 99999], enabled: false });
    expect(off).toEqual({ done: 2, failed: [{ id: 99999, name: '', reason: '规则不存在或已被删除' }] });
    const after = await ok('GET', `/reply/rule/${a.id}`);
    expect(after.enabled).toBe(false);
    expect(after.version).toBe(Number(a.version) + 1);
    // a disabled rule does not answer
    expect((await ok('POST', '/reply/simulate', { content: '批量甲' })).result).toBe('none');
    expect(await ok('POST', '/reply/rule/bulk', { ids: [a.id], enabled: true })).toEqual({ done: 1, failed: [] });
    expect((await ok('POST', '/reply/simulate', { content: '批量甲' })).rule.id).toBe(a.id);
    for (const [body, message] of [
      [{ ids: [], enabled: true }, '请选择规则'],
      [{ ids: [a.id], enabled: 'yes' }, '「enabled」必须是 true（启用）或 false（停用）'],
      [{ ids: ['x'], enabled: true }, '「ids」必须是规则编号列表'],
    ] as const) {
      const res = await s.request('POST', '/reply/rule/bulk', { as: 'superadmin', body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});

describe('POST /reply/rule/migrate', () => {
  it('copies keywords into the assistant with the category kept, skips with reasons; the assistant then answers', async () => {
    const cat = await ok('POST', '/reply/category', { name: '软件驱动' });
    const corpus = await ok('POST', '/intelligence/corpus', { question: '驱动怎么装', answer: '运行安装包后重启软件即可。' });
    const driver = await rule('驱动安装', ['驱动安装', '装驱动'], [text('请下载最新驱动。'), { kind: 'corpus', corpusId: corpus.id }], { category_id: cat.id });
    const news = await rule('产品手册', ['产品手册'], [{ kind: 'news', title: '产品手册', url: 'https://example.cn/manual' }]);
    const taken = await rule('售后电话', ['售后电话'], [text('400-800-1234')]);
    await ok('POST', '/intelligence/keyword', { keyword: '售后电话', match: 'exact', answer: '请拨打 400 电话' });
    const follow = await ok('POST', '/reply/rule', { name: '关注欢迎', kind: 'follow', reply_mode: 'all', replies: [text('欢迎')] });
    const aiBefore = await count('ai_keyword');

    const report = await ok('POST', '/reply/rule/migrate', { ids: [driver.id, news.id, taken.id, follow.id, 99999] });
    expect(report.created.map((k: Loose) => [k.ruleId, k.keyword])).toEqual([
      [driver.id, '驱动安装'],
      [driver.id, '装驱动'],
    ]);
    expect(report.skipped).toEqual(
      expect.arrayContaining([
        { id: 99999, name: '', reason: '规则不存在或已被删除' },
        { id: news.id, name: '产品手册', reason: '规则只有图片或图文回复，智能助手的关键词只能回复文字' },
        { id: taken.id, name: '售后电话', keyword: '售后电话', reason: '智能助手已有关键词「售后电话」' },
        { id: follow.id, name: '关注欢迎', reason: '关注回复没有关键词，智能助手不需要它' },
      ]),
    );
    expect(report.skipped).toHaveLength(4);
    expect(await count('ai_keyword')).toBe(aiBefore + 2);
    const created = await ok('GET', `/intelligence/keyword/${report.created[0].keywordId}`);
    expect(created).toMatchObject({ keyword: '驱动安装', match: 'exact', answer: '请下载最新驱动。\n\n运行安装包后重启软件即可。', enabled: true });
    const aiCategory = await s.db.selectFrom('ai_category').select(['id', 'name']).where('id', '=', Number(created.category_id)).executeTakeFirstOrThrow();
    expect(aiCategory.name).toBe('软件驱动');
    const asked = await ok('POST', '/intelligence/ask', { question: '装驱动', channel: 'wechat' });
    expect(asked).toMatchObject({ source: 'keyword', answer: '请下载最新驱动。\n\n运行安装包后重启软件即可。' });
    // a second migration skips every keyword it already copied; the category is not created twice
    const again = await ok('POST', '/reply/rule/migrate', { ids: [driver.id] });
    expect(again.created).toEqual([]);
    expect(again.skipped.map((k: Loose) => k.keyword)).toEqual(['驱动安装', '装驱动']);
    expect(Number((await s.db.selectFrom('ai_category').select((e) => e.fn.countAll().as('n')).where('name', '=', '软件驱动').executeTakeFirstOrThrow()).n)).toBe(1);
    const bad = await s.request('POST', '/reply/rule/migrate', { as: 'superadmin', body: { ids: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('请选择要迁移的规则');
  });
});

describe('GET /reply/history-stat', () => {
  it('counts per China day (zeros included), the hit rate, the top rules and unmatched messages; test messages are left out', async () => {
    const r = await rule('统计规则', ['发票'], [text('发票说明')]);
    const at = (day: string, hour: number) => new Date(Date.parse(`${day}T${String(hour).padStart(2, '0')}:30:00+08:00`)).toISOString();
    const message = (created_at: string, content: string, matched: boolean, is_test = 0) => ({
      openid: 'o_stat',
      content,
      normalized: content,
      result: matched ? 'exact' : 'default',
      matched: matched ? 1 : 0,
      rule_id: matched ? Number(r.id) : null,
      keyword: matched ? '发票' : null,
      is_test,
      created_at,
    });
    await s.db
      .insertInto('reply_message')
      .values([
        message(at('2026-11-01', 0), '发票', true), // 00:30 China time is still 11-01 (16:30 UTC the day before)
        message(at('2026-11-01', 23), '怎么退货', false),
        message(at('2026-11-03', 9), '怎么退货', false),
        message(at('2026-11-03', 10), '发票', true),
        message(at('2026-11-03', 11), '你们在哪', false),
        message(at('2026-11-03', 12), '发票', true, 1),
      ])
      .execute();
    const stat = await ok('GET', '/reply/history-stat?from=2026-11-01&to=2026-11-03');
    expect(stat).toMatchObject({ from: '2026-11-01', to: '2026-11-03', total: 5, matched: 2, hitRate: 0.4 });
    expect(stat.days).toEqual([
      { day: '2026-11-01', messages: 2, matched: 1 },
      { day: '2026-11-02', messages: 0, matched: 0 },
      { day: '2026-11-03', messages: 3, matched: 1 },
    ]);
    expect(stat.topRules).toEqual([{ ruleId: r.id, name: '统计规则', hits: 2 }]);
    expect(stat.topUnmatched).toEqual([
      { text: '怎么退货', count: 2 },
      { text: '你们在哪', count: 1 },
    ]);
    const empty = await ok('GET', '/reply/history-stat?from=2026-10-01&to=2026-10-02');
    expect(empty).toMatchObject({ total: 0, matched: 0, hitRate: 0, topRules: [], topUnmatched: [] });
    expect(empty.days).toHaveLength(2);
    const fallback = await ok('GET', '/reply/history-stat');
    expect(fallback.days).toHaveLength(30);
    expect(fallback.to).toBe(new Date(TEST_NOW + 8 * 3_600_000).toISOString().slice(0, 10));
    for (const q of ['from=2026-13-01', 'from=2026-11-03&to=2026-11-01', 'from=2024-01-01&to=2026-01-01']) {
      const res = await s.request('GET', `/reply/history-stat?${q}`, { as: 'superadmin' });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
