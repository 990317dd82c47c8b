import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kickParsing } from '../../../src/server/areas/intelligence/documents/parseQueue.ts';
import { createTestServer, type Loose, type TestServer } from '../../helpers/testServer.ts';

/**
 * 智能助手's calls as the pages and QA's scripts make them: knowledge bases, documents uploaded and
 * parsed in the background, the hit test, chunks edited and switched off, the answering pipeline
 * on each of its paths (keyword, corpus, knowledge base, LLM through a local fake endpoint, none),
 * 存为语料, and what may not be deleted. Each bad input gets a 4xx with a Chinese message.
 */

const MANUAL = [
  '# 冷却系统',
  '',
  '冷水机出水温度保持在 20–25 ℃，水温过高时激光管功率下降。开机前确认水泵运转、水流开关闭合。',
  '',
  '# 光路维护',
  '',
  '反射镜和聚焦镜每周用无水乙醇清洁一次，擦拭时从镜片中心向外螺旋擦拭。',
  '',
  '# 导轨保养',
  '',
  '导轨每月加注 32 号导轨油，先用无纺布擦净旧油。',
].join('\n');

let s: TestServer;
let dir: string;
let superAuth: string;
let fake: Server;
let fakeUrl: string;
let fakeMode: 'ok' | 'fail' | 'slow' = 'ok';
const FAKE_KEY = 'sk-test-0123456789abcdef';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ai-docs-'));
  s = await createTestServer({ uploadDir: dir, logger: { info: () => undefined, error: (...a: unknown[]) => console.log('SERVER ERROR', ...a) } });
  superAuth = (await s.login('superadmin')).auth;
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (fakeMode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: `bad key ${FAKE_KEY}` }));
        return;
      }
      const reply = () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ model: 'fake-1', choices: [{ message: { role: 'assistant', content: '水温保持在 20–25 ℃ 即可 [1]。' } }] }));
      if (fakeMode === 'slow') setTimeout(reply, 1500);
      else reply();
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
}, 60_000);

afterAll(async () => {
  await s.close();
  await new Promise((resolve) => fake.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const ok = async (method: string, path: string, body?: unknown): Promise<Loose> => {
  const res = await s.request(method, path, { as: 'superadmin', body });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

async function upload(kbId: number, bytes: Uint8Array | string, name: string): Promise<{ status: number; body: Loose }> {
  const form = new FormData();
  form.append('file', new File([bytes as BlobPart], name));
  const res = await s.app.request(`/api/cms/intelligence/rag/${kbId}/document`, { method: 'POST', body: form, headers: { authorization: superAuth } });
  return { status: res.status, body: (await res.json()) as Loose };
}

/** Waits until the document leaves 排队中 / 解析中 and answers its status. */
async function settled(kbId: number, docId: number): Promise<Loose> {
  await kickParsing({ db: s.db, clock: s.clock, uploadDir: dir });
  for (let i = 0; i < 400; i++) {
    const doc = await ok('GET', `/intelligence/rag/${kbId}/document/${docId}`);
    if (String(doc.status) === 'indexed' || String(doc.status) === 'failed') return doc;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the document was not parsed');
}

async function setConfig(key: string, type: string, value: unknown): Promise<void> {
  const list = await ok('GET', `/system/config?q=${key}`);
  const row = (list.list as Loose[]).find((r) => String(r.key) === key);
  if (row) await ok('PUT', `/system/config/${row.id}`, { value, version: row.version });
  else await ok('POST', '/system/config', { key, name: key, type, value });
}

describe('knowledge bases and documents', () => {
  let kbId: number;

  it('POST /intelligence/rag { name } takes the chunking defaults; rules that do not hold are 400', async () => {
    const kb = await ok('POST', '/intelligence/rag', { name: '维护手册' });
    kbId = Number(kb.id);
    expect(kb).toMatchObject({ name: '维护手册', delimiter: '\\n\\n', max_length: 500, overlap: 50, document_count: 0, chunk_count: 0 });
    const bad = await s.request('POST', '/intelligence/rag', { as: 'superadmin', body: { name: '坏规则', max_length: 100, overlap: 60 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('分段重叠长度');
    expect((await s.request('POST', '/intelligence/rag', { as: 'admin', body: { name: '管理员可建' } })).status).toBe(200);
    expect((await s.request('POST', '/intelligence/rag', { as: 'staff', body: { name: '员工不可' } })).status).toBe(403);
  });

  it('an uploaded Markdown document is queued, then indexed with its chunks and heading paths', async () => {
    const up = await upload(kbId, MANUAL, '维护手册.md');
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ status: 'queued', kind: 'markdown' });
    const doc = await settled(kbId, Number(up.body.data.id));
    expect(doc).toMatchObject({ status: 'indexed' });
    expect(doc.chunkCount).toBe(3);
    const chunks = await ok('GET', `/intelligence/chunk?document_id=${doc.id}`);
    expect((chunks.list as Loose[]).map((c) => c.heading)).toEqual(['冷却系统', '光路维护', '导轨保养']);
    const kb = await ok('GET', `/intelligence/rag/${kbId}`);
    expect(kb).toMatchObject({ document_count: 1, chunk_count: 3 });
  });

  it('a document\'s file follows the knowledge base\'s access: staff without 智能助手 get the same 404 as an unknown file', async () => {
    const doc = ((await ok('GET', `/intelligence/document?kb_id=${kbId}`)).list as Loose[])[0];
    const file = String((await ok('GET', `/intelligence/document/${doc?.id}`)).file);
    expect(file).toMatch(/^\/api\/cms\/system\/upload\/[\w-]{22}$/);
    const as = async (user: string) => (await s.app.request(file, { headers: { authorization: (await s.login(user)).auth } })).status;
    expect(await as('admin')).toBe(200);
    expect(await as('staff')).toBe(404);
    expect(await as('member')).toBe(404);
  });

  it('a PDF is parsed to text (the troubleshooting guide) and the hit test finds its passage, best first', async () => {
    const pdf = readFileSync('test/fixtures/intelligence/troubleshootingGuide.pdf');
    const up = await upload(kbId, pdf, '故障排查指南.pdf');
    expect(up.status).toBe(200);
    const doc = await settled(kbId, Number(up.body.data.id));
    expect(doc.status, JSON.stringify(doc)).toBe('indexed');
    const hits = (await ok('POST', `/intelligence/rag/${kbId}/retrieve`, { question: '机器开着但是激光不出来', topK: 3 })) as Loose[];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]).toMatchObject({ documentId: doc.id });
    expect(String(hits[0]?.text)).toMatch(/不出光/);
    const scores = hits.map((h) => Number(h.score));
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('a file whose name and content disagree, or of another type, is refused with the reason; a scanned PDF fails with its reason and can be retried', async () => {
    const fakePdf = await upload(kbId, '这不是 PDF', '说明.pdf');
    expect(fakePdf.status).toBe(400);
    expect(fakePdf.body.message).toContain('不是有效的 PDF');
    const exe = await upload(kbId, 'MZ\u0000\u0000', '工具.exe');
    expect(exe.status).toBe(400);
    expect(exe.body.message).toContain('只支持');
    const scanned = await upload(kbId, readFileSync('test/fixtures/intelligence/parse/scanned.pdf'), '扫描件.pdf');
    expect(scanned.status).toBe(200);
    const failed = await settled(kbId, Number(scanned.body.data.id));
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed.error).toContain('扫描件');
    const retried = await ok('POST', `/intelligence/document/${failed.id}/retry`, {});
    expect(retried.status).toBe('queued');
    expect((await settled(kbId, Number(failed.id))).status).toBe('failed');
    expect((await s.request('POST', '/intelligence/rag/999999/retrieve', { as: 'superadmin', body: { question: '水温' } })).status).toBe(404);
    expect((await s.request('POST', `/intelligence/rag/${kbId}/retrieve`, { as: 'superadmin', body: { question: '' } })).body.message).toBe('请输入问题');
    expect((await s.request('POST', `/intelligence/rag/${kbId}/retrieve`, { as: 'superadmin', body: { question: '水温', topK: 99 } })).status).toBe(400);
  });

  it('an edited chunk is re-indexed at once; a disabled chunk or document is no longer retrieved; bulk switches several', async () => {
    const first = ((await ok('GET', `/intelligence/chunk?kb_id=${kbId}&q=导轨`)).list as Loose[])[0];
    expect(first?.heading).toBe('导轨保养');
    const edited = await ok('PUT', `/intelligence/chunk/${first?.id}`, { text: '导轨每月加注锂基润滑脂，丝杆同样处理。', version: first?.version });
    expect(edited.char_count).toBe(19);
    const found = (await ok('POST', `/intelligence/rag/${kbId}/retrieve`, { question: '锂基润滑脂' })) as Loose[];
    expect(found[0]?.chunkId).toBe(first?.id);
    await ok('POST', '/intelligence/chunk/bulk', { ids: [first?.id], enabled: false });
    expect(((await ok('POST', `/intelligence/rag/${kbId}/retrieve`, { question: '锂基润滑脂' })) as Loose[]).some((h) => h.chunkId === first?.id)).toBe(false);
    const bulk = await ok('POST', '/intelligence/chunk/bulk', { ids: [first?.id, 987654], enabled: true });
    expect(bulk).toEqual({ updated: 1, missing: [987654] });
    expect((await s.request('POST', '/intelligence/chunk/bulk', { as: 'superadmin', body: { ids: [], enabled: true } })).status).toBe(400);
    const doc = await ok('GET', `/intelligence/document/${first?.document_id}`);
    await ok('PUT', `/intelligence/document/${doc.id}`, { enabled: false, version: doc.version });
    expect(((await ok('POST', `/intelligence/rag/${kbId}/retrieve`, { question: '锂基润滑脂' })) as Loose[]).length).toBe(0);
  });

  it('deleting a document takes its chunks and the counts follow', async () => {
    const docs = (await ok('GET', `/intelligence/document?kb_id=${kbId}`)).list as Loose[];
    const md = docs.find((d) => String(d.kind) === 'markdown');
    const before = await ok('GET', `/intelligence/rag/${kbId}`);
    await ok('DELETE', `/intelligence/document/${md?.id}?version=${md?.version}`);
    expect(((await ok('GET', `/intelligence/chunk?document_id=${md?.id}`)).list as Loose[]).length).toBe(0);
    const after = await ok('GET', `/intelligence/rag/${kbId}`);
    expect(after.document_count).toBe(Number(before.document_count) - 1);
    expect(after.chunk_count).toBe(Number(before.chunk_count) - 3);
  });
});

describe('the answering pipeline through POST /intelligence/ask', () => {
  let kbId: number;

  beforeAll(async () => {
    kbId = Number((await ok('POST', '/intelligence/rag', { name: '问答用知识库' })).id);
    const up = await upload(kbId, MANUAL, '问答手册.md');
    await settled(kbId, Number(up.body.data.id));
  });

  it('a keyword answers first, by priority, and counts its hit; clashing keywords are flagged', async () => {
    const low = await ok('POST', '/intelligence/keyword', { keyword: '保修', match: 'contains', answer: '整机保修一年。', priority: 10 });
    const high = await ok('POST', '/intelligence/keyword', { keyword: '保修期', match: 'contains', answer: '保修期从发货日起计算 12 个月。', priority: 90 });
    const res = await ok('POST', '/intelligence/ask', { question: '请问保修期多久？', channel: 'web' });
    expect(res).toMatchObject({ source: 'keyword', answer: '保修期从发货日起计算 12 个月。' });
    expect((await ok('GET', `/intelligence/keyword/${high.id}`)).hit_count).toBe(1);
    expect((await ok('GET', `/intelligence/keyword/${low.id}`)).clash_with).toBe('保修期');
    expect((await ok('GET', `/intelligence/keyword/${high.id}`)).clash_with).toBe('保修');
  });

  it('the full-width, upper-case question matches a 全匹配 keyword once normalised', async () => {
    await ok('POST', '/intelligence/keyword', { keyword: 'e-03', match: 'exact', answer: 'E-03 是水流保护报警。', priority: 50 });
    expect(await ok('POST', '/intelligence/ask', { question: 'Ｅ－０３', channel: 'web' })).toMatchObject({ source: 'keyword' });
  });

  it('a paraphrased question answers from the corpus; from the knowledge base with its source otherwise; none when nothing matches', async () => {
    await ok('POST', '/intelligence/corpus', { question: '激光管能用多久', similar: ['灯管寿命多长', '激光管使用寿命'], answer: '激光管设计寿命约 8000 小时。' });
    expect(await ok('POST', '/intelligence/ask', { question: '灯管的寿命多长啊', channel: 'wechat' })).toMatchObject({ source: 'corpus', answer: '激光管设计寿命约 8000 小时。' });
    const knowledge = await ok('POST', '/intelligence/ask', { question: '冷水机出水温度应该多少', channel: 'wechat' });
    expect(knowledge.source).toBe('knowledge');
    expect(knowledge.answer).toContain('20–25');
    expect(knowledge.answer).toContain('来源：问答手册.md');
    expect(knowledge.citations[0]).toMatchObject({ documentName: '问答手册.md' });
    const none = await ok('POST', '/intelligence/ask', { question: '你们老板叫什么名字', channel: 'wechat' });
    expect(none).toMatchObject({ source: 'none', citations: [] });
    expect(typeof none.elapsedMs).toBe('number');
  });

  it('records each turn in 对话历史; a conversation continues by its id; 未找到答案 is filterable', async () => {
    const first = await ok('POST', '/intelligence/ask', { question: '开机前要检查什么', channel: 'miniapp', customer: '王先生' });
    const second = await ok('POST', '/intelligence/ask', { question: '天气怎么样呀朋友', channel: 'miniapp', conversationId: first.conversationId });
    expect(second.conversationId).toBe(first.conversationId);
    const conversation = await ok('GET', `/intelligence/history/${first.conversationId}`);
    expect(conversation).toMatchObject({ channel: 'miniapp', customer_name: '王先生', message_count: 2, unanswered: 1, first_question: '开机前要检查什么' });
    const turns = (await ok('GET', `/intelligence/turn?conversation_id=${first.conversationId}`)).list as Loose[];
    expect(turns.map((t) => t.source)).toEqual([first.source, 'none']);
    const unanswered = (await ok('GET', '/intelligence/history?no_answer=true')).list as Loose[];
    expect(unanswered.some((c) => c.id === first.conversationId)).toBe(true);
    expect((await s.request('POST', '/intelligence/ask', { as: 'superadmin', body: { question: '水温', channel: 'phone' } })).status).toBe(400);
    expect((await s.request('POST', '/intelligence/ask', { as: 'superadmin', body: { question: '水温', channel: 'web', conversationId: 999999 } })).status).toBe(404);
    expect((await s.request('POST', '/intelligence/ask', { as: 'staff', body: { question: '水温', channel: 'web' } })).status).toBe(403);
  });

  it('存为语料: a turn nobody could answer becomes a corpus pair, and the same question then answers from the corpus', async () => {
    const question = '设备搬家以后要重新调光路吗';
    const bad = await ok('POST', '/intelligence/ask', { question, channel: 'wechat' });
    expect(bad.source).not.toBe('corpus');
    const pair = await ok('POST', '/intelligence/corpus', { question, answer: '搬动设备后需要重新检查并调整光路。', from_turn: bad.turnId });
    const turns = (await ok('GET', `/intelligence/turn?conversation_id=${bad.conversationId}`)).list as Loose[];
    expect(turns[0]?.saved_corpus_id).toBe(pair.id);
    expect(await ok('POST', '/intelligence/ask', { question, channel: 'wechat' })).toMatchObject({ source: 'corpus', answer: '搬动设备后需要重新检查并调整光路。' });
    expect((await s.request('POST', '/intelligence/corpus', { as: 'superadmin', body: { question: '不存在的对话', answer: '答', from_turn: 999999 } })).status).toBe(404);
  });

  it('with an LLM provider set, it writes the answer from the chunks with citations; its failure or timeout falls back to the best chunk; the key never shows', async () => {
    expect(await ok('GET', '/intelligence/mode')).toEqual({ mode: 'retrieval', model: null });
    await setConfig('ai_llm_base_url', 'string', fakeUrl);
    await setConfig('ai_llm_api_key', 'secret', FAKE_KEY);
    await setConfig('ai_llm_model', 'string', 'fake-1');
    await setConfig('ai_llm_timeout_ms', 'number', 500);
    expect(await ok('GET', '/intelligence/mode')).toEqual({ mode: 'llm', model: 'fake-1' });
    fakeMode = 'ok';
    const llm = await ok('POST', '/intelligence/ask', { question: '冷水机出水温度应该多少', channel: 'api' });
    expect(llm, String(llm.llmError)).toMatchObject({ source: 'llm', answer: '水温保持在 20–25 ℃ 即可 [1]。' });
    expect(llm.citations[0].text).toContain('20–25');
    fakeMode = 'fail';
    const failed = await s.request('POST', '/intelligence/ask', { as: 'superadmin', body: { question: '冷水机出水温度应该多少', channel: 'api' } });
    expect(failed.body.data).toMatchObject({ source: 'knowledge' });
    expect(failed.body.data.llmError).toContain('500');
    expect(JSON.stringify(failed.body)).not.toContain(FAKE_KEY);
    fakeMode = 'slow';
    const slow = await ok('POST', '/intelligence/ask', { question: '冷水机出水温度应该多少', channel: 'api' });
    expect(slow).toMatchObject({ source: 'knowledge' });
    expect(slow.llmError).toContain('超时');
    await setConfig('ai_llm_base_url', 'string', '');
  });
});

describe('数据统计: GET /intelligence/overview', () => {
  it('counts the range\'s conversations, messages and sources, the keywords hit and the questions nobody answered', async () => {
    const o = await ok('GET', '/intelligence/overview?from=2026-11-01&to=2026-11-22');
    expect(o.days).toHaveLength(22);
    const today = (o.days as Loose[]).find((d) => String(d.day) === '2026-11-22');
    expect(Number(today?.messages)).toBe(Number(o.messages));
    expect(Number(today?.conversations)).toBeGreaterThan(0);
    expect((o.sources as Loose[]).map((x) => String(x.source))).toEqual(expect.arrayContaining(['keyword', 'corpus', 'knowledge', 'none']));
    expect((o.topKeywords as Loose[]).map((k) => String(k.keyword))).toContain('保修期');
    expect((o.topUnanswered as Loose[]).map((q) => String(q.question))).toContain('你们老板叫什么名字');
    expect(Number(o.answerRate)).toBeGreaterThan(0);
    expect(Number(o.answerRate)).toBeLessThan(1);
    const empty = await ok('GET', '/intelligence/overview?from=2026-10-01&to=2026-10-31');
    expect(empty).toMatchObject({ messages: 0, answerRate: null, topKeywords: [], topUnanswered: [] });
    const bad = await s.request('GET', '/intelligence/overview?from=2026-11-30&to=2026-11-01', { as: 'superadmin' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('统计时间的开始不能晚于结束');
  });
});

describe('what may not be deleted, and the hot-word limits', () => {
  it('a category in use is 409 naming where; an unused one is deleted', async () => {
    const used = await ok('POST', '/intelligence/category', { name: '激光管问题' });
    await ok('POST', '/intelligence/keyword', { keyword: '激光管型号', match: 'contains', answer: '请提供序列号查询。', category_id: used.id });
    const refused = await s.request('DELETE', `/intelligence/category/${used.id}?version=${used.version}`, { as: 'superadmin' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('分类「激光管问题」正在使用（关键词 1 条），不能删除');
    const free = await ok('POST', '/intelligence/category', { name: '空分类' });
    expect((await s.request('DELETE', `/intelligence/category/${free.id}?version=${free.version}`, { as: 'superadmin' })).status).toBe(200);
  });

  it('a hot word is at most 10 characters of Chinese, letters and digits, weight 1–11, once a table, at most 1,000 a table', async () => {
    const table = await ok('POST', '/intelligence/vocabulary', { name: '测试热词' });
    const word = await ok('POST', '/intelligence/hot-word', { vocabulary_id: table.id, word: '聚焦镜', weight: 8 });
    expect((await ok('GET', `/intelligence/vocabulary/${table.id}`)).word_count).toBe(1);
    for (const bad of [{ word: '这是一个超过十个字的很长热词' }, { word: '带 空格' }, { word: '激光', weight: 12 }]) {
      const res = await s.request('POST', '/intelligence/hot-word', { as: 'superadmin', body: { vocabulary_id: table.id, weight: 5, ...bad } });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await s.request('POST', '/intelligence/hot-word', { as: 'superadmin', body: { vocabulary_id: table.id, word: '聚焦镜', weight: 5 } })).status).toBe(409);
    const at = new Date(s.clock.now()).toISOString();
    const rows = Array.from({ length: 999 }, (_, i) => ({ vocabulary_id: Number(table.id), word: `词${i}`, weight: 5, created_at: at, updated_at: at }));
    for (let i = 0; i < rows.length; i += 200) await s.db.insertInto('ai_hot_word').values(rows.slice(i, i + 200)).execute();
    const full = await s.request('POST', '/intelligence/hot-word', { as: 'superadmin', body: { vocabulary_id: table.id, word: '第一千零一', weight: 5 } });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('每个热词表最多 1000 个热词');
    expect(word.word).toBe('聚焦镜');
  });
});
