import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLY_LIMITS } from '../../../resources/reply/limits.ts';
import { createTestServer, type Loose, type TestServer } from '../../helpers/testServer.ts';

/**
 * 自动回复's rules through their declared CRUD (the hooks of src/server/areas/reply/ruleHooks.ts):
 * every limit refused with a message naming it and nothing written, a keyword another rule uses
 * refused naming the rule, the 200-rule cap, one 关注回复 and one default reply, the files and
 * corpus pairs a reply names, and `reply_keyword` kept in step on create, update and delete.
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

const text = (t: string) => ({ kind: 'text', text: t });
const kw = (word: string, match: 'exact' | 'contains' = 'exact') => ({ word, match });
const ruleBody = (name: string, keywords: unknown, replies: unknown = [text('您好')], extra: Record<string, unknown> = {}) => ({ name, kind: 'keyword', reply_mode: 'all', keywords, replies, ...extra });

const ruleCount = async (): Promise<number> => Number((await s.db.selectFrom('reply_rule').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const keywordRows = async (ruleId: number) =>
  (await s.db.selectFrom('reply_keyword').select(['word', 'normalized', 'match']).where('rule_id', '=', ruleId).execute()).map((r) => ({ ...r })).sort((a, b) => (a.word < b.word ? -1 : 1));

/** A create refused with `status` and exactly `message`, writing nothing. */
async function refused(body: unknown, status: number, message: string): Promise<void> {
  const before = await ruleCount();
  const res = await s.request('POST', '/reply/rule', { as: 'superadmin', body });
  expect(res.status).toBe(status);
  expect(res.body.message).toBe(message);
  expect(await ruleCount()).toBe(before);
}

describe('limits (each named with the actual value)', () => {
  it('keywords: at most 10, each at most 30 characters, 全匹配 or 半匹配, none twice, at least one', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => kw(`词${i}`));
    await refused(ruleBody('太多关键词', twelve), 400, `关键词最多 ${REPLY_LIMITS.keywords} 个，现有 12 个`);
    await refused(ruleBody('长关键词', [kw('激'.repeat(31))]), 400, `第 1 个关键词「${'激'.repeat(31)}」最多 30 字，现有 31 字`);
    await refused(ruleBody('匹配方式', [kw('保修'), { word: '驱动', match: 'fuzzy' }]), 400, '第 2 个关键词「驱动」的匹配方式必须是全匹配（exact）或半匹配（contains）');
    await refused(ruleBody('重复', [kw('ＶＩＰ'), kw('vip', 'contains')]), 400, '关键词「vip」与「ＶＩＰ」重复');
    await refused(ruleBody('没有关键词', []), 400, '关键词回复至少要有 1 个关键词');
    await refused(ruleBody('空关键词', [kw('  ')]), 400, '第 1 个关键词不能为空');
  });

  it('replies: at most 5, text at most 300 characters, news title and link checked, one at least', async () => {
    const six = Array.from({ length: 6 }, (_, i) => text(`回复${i}`));
    await refused(ruleBody('太多回复', [kw('六条')], six), 400, `回复最多 ${REPLY_LIMITS.replies} 条，现有 6 条`);
    await refused(ruleBody('长文字', [kw('长文字')], [text('短'), text('字'.repeat(312))]), 400, '第 2 条回复的文字最多 300 字，现有 312 字');
    await refused(ruleBody('无回复', [kw('无回复')], []), 400, '「回复内容」不能为空');
    await refused(ruleBody('图文', [kw('图文')], [{ kind: 'news', title: '说明书', url: 'ftp://x' }]), 400, '第 1 条回复的图文链接必须以 http:// 或 https:// 开头');
    await refused(ruleBody('图文标题', [kw('图文标题')], [{ kind: 'news', title: '题'.repeat(65), url: 'https://x.cn' }]), 400, '第 1 条回复的图文标题最多 64 字，现有 65 字');
    await refused(ruleBody('类型', [kw('类型')], [{ kind: 'voice', mediaId: 'x' }]), 400, '第 1 条回复的类型必须是文字（text）、图片（image）、图文（news）或语料答案（corpus）');
    await refused(ruleBody('多余字段', [kw('多余')], [{ kind: 'text', text: 'a', extra: 1 }]), 400, '第 1 条回复有不认识的字段：extra');
  });

  it('a reply names an existing image of the file library and an existing corpus pair', async () => {
    await refused(ruleBody('无图', [kw('无图')], [{ kind: 'image', fileId: 99999 }]), 400, '文件库中没有编号为 99999 的图片');
    await refused(ruleBody('无语料', [kw('无语料')], [{ kind: 'corpus', corpusId: 99999 }]), 400, '智能助手的语料中没有编号为 99999 的语料');
    const now = new Date().toISOString();
    const pdf = await s.db
      .insertInto('oss_file')
      .values({ name: '说明书.pdf', folder_id: 0, kind: 'pdf', size: 10, tags: null, uploader_id: 1, file: '/uploads/manual.pdf', mime: 'application/pdf', sha256: 'a'.repeat(64), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refused(ruleBody('不是图片', [kw('不是图片')], [{ kind: 'image', fileId: Number(pdf.id) }]), 400, `文件库中没有编号为 ${Number(pdf.id)} 的图片`);
  });

  it('a rule name of more than 60 characters is refused naming the limit', async () => {
    const res = await s.request('POST', '/reply/rule', { as: 'superadmin', body: ruleBody('名'.repeat(61), [kw('长名字')]) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('60');
  });
});

describe('keywords across rules', () => {
  it('a keyword another rule uses is refused naming that rule (compared normalised); reply_keyword follows create, update and delete', async () => {
    const warranty = await ok('POST', '/reply/rule', ruleBody('保修政策', [kw('保修'), kw('Warranty', 'contains')]));
    expect(await keywordRows(Number(warranty.id))).toEqual([
      { word: 'Warranty', normalized: 'warranty', match: 'contains' },
      { word: '保修', normalized: '保修', match: 'exact' },
    ]);
    await refused(ruleBody('另一个', [kw('售后'), kw('ＷＡＲＲＡＮＴＹ')]), 409, '关键词「ＷＡＲＲＡＮＴＹ」已被规则「保修政策」使用');
    const updated = await ok('PUT', `/reply/rule/${warranty.id}`, { keywords: [kw('保修期', 'contains')], version: warranty.version });
    expect(await keywordRows(Number(warranty.id))).toEqual([{ word: '保修期', normalized: '保修期', match: 'contains' }]);
    // the freed word may now be used by another rule
    const other = await ok('POST', '/reply/rule', ruleBody('另一个', [kw('保修')]));
    const clash = await s.request('PUT', `/reply/rule/${other.id}`, { as: 'superadmin', body: { keywords: [kw('保修期')], version: other.version } });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('关键词「保修期」已被规则「保修政策」使用');
    // a rule keeps its own keywords on an update that names them again
    await ok('PUT', `/reply/rule/${other.id}`, { keywords: [kw('保修'), kw('包修')], version: other.version });
    expect((await keywordRows(Number(other.id))).map((r) => r.word).sort()).toEqual(['保修', '包修'].sort());
    await ok('DELETE', `/reply/rule/${warranty.id}?version=${updated.version}`);
    expect(await keywordRows(Number(warranty.id))).toEqual([]);
  });

  it('a word taken between the check and the write (the unique index) is a 409, and the rule is not written', async () => {
    // a keyword row whose rule the check cannot see stands for another write that committed in between
    await s.db.insertInto('reply_keyword').values({ rule_id: 999_999, word: '抢先', normalized: '抢先', match: 'exact' }).execute();
    await refused(ruleBody('慢一步', [kw('抢先')]), 409, '关键词刚被其他规则使用，请刷新后重试');
    await s.db.deleteFrom('reply_keyword').where('rule_id', '=', 999_999).execute();
  });
});

describe('the 关注回复, the default reply and the 200-rule cap', () => {
  it('one follow and one default rule, neither with keywords; the second is refused naming the first', async () => {
    await refused(ruleBody('关注', [kw('你好')], [text('欢迎关注')], { kind: 'follow' }), 400, '关注回复不设关键词，现有 1 个');
    await ok('POST', '/reply/rule', ruleBody('欢迎关注', null, [text('欢迎关注')], { kind: 'follow' }));
    await refused(ruleBody('第二个关注', [], [text('再次欢迎')], { kind: 'follow' }), 409, '只能有一条关注回复，已有「欢迎关注」，请修改它');
    await ok('POST', '/reply/rule', ruleBody('兜底回复', [], [text('您的留言已收到')], { kind: 'default' }));
    await refused(ruleBody('第二个兜底', [], [text('收到')], { kind: 'default' }), 409, '只能有一条默认回复，已有「兜底回复」，请修改它');
  });

  it(`at most ${REPLY_LIMITS.rules} keyword rules (the follow and default rules not counted)`, async () => {
    const now = new Date().toISOString();
    const have = Number((await s.db.selectFrom('reply_rule').select((e) => e.fn.countAll().as('n')).where('kind', '=', 'keyword').executeTakeFirstOrThrow()).n);
    const rows = Array.from({ length: REPLY_LIMITS.rules - have }, (_, i) => ({ name: `批量${i}`, kind: 'keyword', keywords_json: JSON.stringify([kw(`批量词${i}`)]), replies_json: JSON.stringify([text('x')]), created_at: now, updated_at: now }));
    await s.db.insertInto('reply_rule').values(rows).execute();
    await refused(ruleBody('第 201 条', [kw('二百零一')]), 409, `关键词规则最多 ${REPLY_LIMITS.rules} 条，现有 ${REPLY_LIMITS.rules} 条，请先删除不用的规则`);
    await s.db.deleteFrom('reply_rule').where('name', 'like', '批量%').execute();
  });
});

describe('POST /reply/simulate', () => {
  it('answers by precedence, records a test message and counts the hit', async () => {
    const driver = await ok('POST', '/reply/rule', ruleBody('驱动下载', [kw('驱动', 'contains'), kw('驱动下载')], [text('驱动下载地址：https://example.cn/driver')]));
    const laser = await ok('POST', '/reply/rule', ruleBody('激光驱动', [kw('激光驱动', 'contains')], [text('激光驱动板说明')]));
    const exact = await ok('POST', '/reply/simulate', { content: ' 驱动下载 ' });
    expect(exact).toMatchObject({ normalized: '驱动下载', result: 'exact', rule: { id: driver.id, name: '驱动下载' }, keyword: '驱动下载', replies: [{ kind: 'text', text: '驱动下载地址：https://example.cn/driver' }] });
    expect(exact.reason).toBe('消息与关键词「驱动下载」全匹配（规则「驱动下载」）');
    const longest = await ok('POST', '/reply/simulate', { content: '请问激光驱动坏了怎么办', openid: 'o_fan_1' });
    expect(longest).toMatchObject({ result: 'contains', rule: { id: laser.id }, keyword: '激光驱动' });
    expect(longest.reason).toBe('消息包含关键词「激光驱动」（半匹配，规则「激光驱动」）；另有 1 个半匹配的关键词，取最长的');
    const fallback = await ok('POST', '/reply/simulate', { content: '今天天气怎么样' });
    expect(fallback).toMatchObject({ result: 'default', rule: { name: '兜底回复' }, keyword: null, replies: [{ kind: 'text', text: '您的留言已收到' }] });
    const follow = await ok('POST', '/reply/simulate', { event: 'subscribe' });
    expect(follow).toMatchObject({ result: 'follow', rule: { name: '欢迎关注' }, replies: [{ kind: 'text', text: '欢迎关注' }] });

    const message = await s.db.selectFrom('reply_message').selectAll().where('id', '=', Number(longest.messageId)).executeTakeFirstOrThrow();
    expect(message).toMatchObject({ openid: 'o_fan_1', content: '请问激光驱动坏了怎么办', result: 'contains', rule_id: laser.id, keyword: '激光驱动', msg_type: 'text' });
    expect(Number(message.is_test)).toBe(1);
    expect(Number(message.matched)).toBe(1);
    expect(JSON.parse(String(message.replies_json))).toEqual([{ kind: 'text', text: '激光驱动板说明' }]);
    const first = await s.db.selectFrom('reply_message').select(['openid', 'nickname']).where('id', '=', Number(exact.messageId)).executeTakeFirstOrThrow();
    expect(first).toEqual({ openid: 'test-console', nickname: '模拟消息' });
    const hits = await ok('GET', `/reply/rule/${driver.id}`);
    expect(hits.hit_count).toBe(1);
    expect(hits.last_hit_at).not.toBeNull();
    // the history lists it
    const history = await ok('GET', '/reply/history?openid=o_fan_1');
    expect(history.list.map((r: Loose) => r.id)).toEqual([longest.messageId]);
  });

  it('applies the enabled dictionaries before matching, not the disabled ones', async () => {
    await ok('POST', '/reply/rule', ruleBody('激光机价格', [kw('激光机', 'contains')], [text('激光机报价单')]));
    const dict = await ok('POST', '/reply/dict', { name: '产品别名' });
    await ok('POST', '/reply/dict-word', { dict_id: dict.id, word: '镭射机', standard: '激光机' });
    const hit = await ok('POST', '/reply/simulate', { content: '镭射机多少钱' });
    expect(hit).toMatchObject({ normalized: '激光机多少钱', result: 'contains', keyword: '激光机' });
    await ok('PUT', `/reply/dict/${dict.id}`, { enabled: false, version: (await ok('GET', `/reply/dict/${dict.id}`)).version });
    const miss = await ok('POST', '/reply/simulate', { content: '镭射机多少钱' });
    expect(miss).toMatchObject({ normalized: '镭射机多少钱', result: 'default' });
  });

  it('sends images and news covers as their files, corpus replies as their answers; a deleted rule leaves its messages without it', async () => {
    const now = new Date().toISOString();
    const image = await s.db
      .insertInto('oss_file')
      .values({ name: '保修卡.png', folder_id: 0, kind: 'image', size: 10, tags: null, uploader_id: 1, file: '/api/cms/system/upload/BBBBBBBBBBBBBBBBBBBBBB', mime: 'image/png', sha256: 'b'.repeat(64), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const corpus = await ok('POST', '/intelligence/corpus', { question: '保修卡丢了怎么办', answer: '凭序列号即可查询保修，无需保修卡。' });
    const card = await ok('POST', '/reply/rule', ruleBody('保修卡', [kw('保修卡')], [
      { kind: 'image', fileId: Number(image.id) },
      { kind: 'news', title: '保修说明', url: 'https://example.cn/w', description: '保修条款', coverFileId: Number(image.id) },
      { kind: 'corpus', corpusId: corpus.id },
    ]));
    const sent = await ok('POST', '/reply/simulate', { content: '保修卡' });
    expect(sent.replies).toEqual([
      { kind: 'image', fileId: Number(image.id), name: '保修卡.png', url: '/api/cms/system/upload/BBBBBBBBBBBBBBBBBBBBBB' },
      { kind: 'news', title: '保修说明', url: 'https://example.cn/w', description: '保修条款', cover: '/api/cms/system/upload/BBBBBBBBBBBBBBBBBBBBBB' },
      { kind: 'corpus', corpusId: corpus.id, text: '凭序列号即可查询保修，无需保修卡。' },
    ]);
    await ok('DELETE', `/reply/rule/${card.id}?version=${(await ok('GET', `/reply/rule/${card.id}`)).version}`);
    const kept = await s.db.selectFrom('reply_message').select(['rule_id', 'keyword', 'content']).where('id', '=', Number(sent.messageId)).executeTakeFirstOrThrow();
    expect(kept).toEqual({ rule_id: null, keyword: '保修卡', content: '保修卡' });
  });

  it('refuses bad input with a Chinese 400 and writes nothing', async () => {
    const before = Number((await s.db.selectFrom('reply_message').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const bad = [
      [{}, '请输入要模拟的消息'],
      [{ content: '   ' }, '请输入要模拟的消息'],
      [{ content: 12 }, '「content」必须是消息文字'],
      [{ content: '你好', event: 'unsubscribe' }, '「event」只能是 subscribe（关注事件）'],
      [{ content: '你好', openid: 'a b' }, '「openid」只能包含字母、数字、下划线和短横线'],
      [{ content: '字'.repeat(601) }, '消息最多 600 字'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await s.request('POST', '/reply/simulate', { as: 'superadmin', body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const unknown = await s.request('POST', '/reply/simulate', { as: 'superadmin', body: { content: 'x', foo: 1 } });
    expect(unknown.status).toBe(400);
    expect(Number((await s.db.selectFrom('reply_message').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(before);
  });
});
