import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kickParsing } from '../../../src/server/areas/intelligence/documents/parseQueue.ts';
import { createTestServer, type Loose, type TestServer, type TestUser } from '../../helpers/testServer.ts';

/**
 * POST /intelligence/document/bulk { ids, action }: 批量重新解析 / 启用 / 停用 / 删除 on the
 * knowledge-base detail page. Each document succeeds or fails on its own and the answer names each
 * failure with its reason; a bad body is 400 with a Chinese message and changes nothing; only
 * 智能助手 (group 128) may call it.
 */

const NOTES = (topic: string) => `# ${topic}\n\n${topic}的日常检查：每天开机前确认冷却水循环正常，镜片无污渍。\n\n# 注意事项\n\n${topic}运行中不要打开防护罩。\n`;

let s: TestServer;
let dir: string;
let superAuth: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ai-bulk-'));
  s = await createTestServer({ uploadDir: dir, logger: { info: () => undefined, error: (...a: unknown[]) => console.log('SERVER ERROR', ...a) } });
  superAuth = (await s.login('superadmin')).auth;
}, 60_000);

afterAll(async () => {
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});

const ok = async (method: string, path: string, body?: unknown): Promise<Loose> => {
  const res = await s.request(method, path, { as: 'superadmin', body });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

const bulk = (body: unknown, as: TestUser = 'superadmin') => s.request('POST', '/intelligence/document/bulk', { as, body });

async function upload(kbId: number, text: string, name: string): Promise<number> {
  const form = new FormData();
  form.append('file', new File([text], name));
  const res = await s.app.request(`/api/cms/intelligence/rag/${kbId}/document`, { method: 'POST', body: form, headers: { authorization: superAuth } });
  const body = (await res.json()) as Loose;
  if (res.status !== 200) throw new Error(`upload ${name}: ${res.status} ${JSON.stringify(body)}`);
  return Number(body.data.id);
}

/** Waits until the document leaves 排队中 / 解析中 and answers it. */
async function settled(docId: number): Promise<Loose> {
  await kickParsing({ db: s.db, clock: s.clock, uploadDir: dir });
  for (let i = 0; i < 400; i++) {
    const doc = await ok('GET', `/intelligence/document/${docId}`);
    if (String(doc.status) === 'indexed' || String(doc.status) === 'failed') return doc;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the document was not parsed');
}

/** The documents' rows as they stand (state, switch, version), by id. */
async function snapshot(ids: number[]): Promise<Loose[]> {
  const rows = await s.db.selectFrom('ai_document').select(['id', 'parse_state', 'enabled', 'version']).where('id', 'in', ids).orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), parse_state: r.parse_state, enabled: Number(r.enabled), version: Number(r.version) })) as unknown as Loose[];
}

const bulkLogs = async (): Promise<number> => Number((await s.db.selectFrom('action_log').select((e) => e.fn.countAll().as('n')).where('action', '=', 'ai.documentBulk').executeTakeFirst())?.n ?? 0);

describe('POST /intelligence/document/bulk', () => {
  let kbId: number;
  let a: number;
  let b: number;
  let c: number;

  beforeAll(async () => {
    kbId = Number((await ok('POST', '/intelligence/rag', { name: '批量操作知识库' })).id);
    a = await upload(kbId, NOTES('雕刻机'), '雕刻机日常检查.md');
    b = await upload(kbId, NOTES('切割机'), '切割机日常检查.md');
    c = await upload(kbId, NOTES('打标机'), '打标机日常检查.md');
    for (const id of [a, b, c]) expect((await settled(id)).status).toBe('indexed');
  }, 60_000);

  it('停用 then 启用: each document switched, one history entry each, an unknown id named as failed', async () => {
    const off = await ok('POST', '/intelligence/document/bulk', { ids: [a, b, 987654], action: 'disable' });
    expect(off).toEqual({ done: [a, b], failed: [{ id: 987654, name: '#987654', reason: '文档不存在' }] });
    expect((await ok('GET', `/intelligence/document/${a}`)).enabled).toBe(false);
    expect((await ok('GET', `/intelligence/document/${b}`)).enabled).toBe(false);
    expect((await ok('GET', `/intelligence/document/${c}`)).enabled).toBe(true);
    // a disabled document's chunks are no longer retrieved
    const hits = (await ok('POST', `/intelligence/rag/${kbId}/retrieve`, { question: '切割机运行中能打开防护罩吗', topK: 5 })) as Loose[];
    expect(hits.some((h) => Number(h.documentId) === b)).toBe(false);
    const history = await s.db.selectFrom('ai_document_event').selectAll().where('ai_document_id', 'in', [a, b]).execute();
    expect(history.filter((e) => (e as Record<string, unknown>).content === '批量停用').length).toBe(2);

    const on = await ok('POST', '/intelligence/document/bulk', { ids: [a, b, b], action: 'enable' });
    expect(on).toEqual({ done: [a, b], failed: [] });
    expect((await ok('GET', `/intelligence/document/${b}`)).enabled).toBe(true);
  });

  it('重新解析: an indexed document is queued and parsed again; one without a file or already queued fails with the reason', async () => {
    // a demo document (as the demo seed writes them) has no file
    const at = new Date(s.clock.now()).toISOString();
    const demo = await s.db
      .insertInto('ai_document')
      .values({ kb_id: kbId, name: '演示文档.md', file: null, kind: 'markdown', size: 10, parse_state: 'indexed', created_at: at, updated_at: at })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    // hold document c in 排队中: its row says queued (as right after an upload)
    await s.db.updateTable('ai_document').set({ parse_state: 'queued' }).where('id', '=', c).execute();
    const before = await snapshot([a, c, Number(demo.id)]);
    const report = await ok('POST', '/intelligence/document/bulk', { ids: [a, c, Number(demo.id)], action: 'retry' });
    expect(report.done).toEqual([a]);
    expect(report.failed).toEqual([
      { id: c, name: '打标机日常检查.md', reason: '文档正在排队或解析中，无需重新解析' },
      { id: Number(demo.id), name: demo.name, reason: '该文档没有原文件（演示数据），不能重新解析' },
    ]);
    const after = await snapshot([a, c, Number(demo.id)]);
    // the refused ones are untouched; the retried one moved on (its version too)
    expect(after[1]).toEqual(before[1]);
    expect(after[2]).toEqual(before[2]);
    expect(Number(after[0]?.version)).toBe(Number(before[0]?.version) + 1);
    expect((await settled(a)).status).toBe('indexed');
    expect((await settled(c)).status).toBe('indexed');
  });

  it('删除: the documents and their chunks go, the knowledge base recounts; unknown ids fail on their own', async () => {
    const extra = await upload(kbId, NOTES('焊接机'), '焊接机日常检查.md');
    expect((await settled(extra)).status).toBe('indexed');
    const kbBefore = await ok('GET', `/intelligence/rag/${kbId}`);
    expect(kbBefore.document_count).toBe(5);
    const extraChunks = ((await ok('GET', `/intelligence/chunk?document_id=${extra}`)).list as Loose[]).length;
    expect(extraChunks).toBeGreaterThan(0);
    const report = await ok('POST', '/intelligence/document/bulk', { ids: [extra, 876543], action: 'delete' });
    expect(report).toEqual({ done: [extra], failed: [{ id: 876543, name: '#876543', reason: '文档不存在' }] });
    expect((await s.request('GET', `/intelligence/document/${extra}`, { as: 'superadmin' })).status).toBe(404);
    expect(((await ok('GET', `/intelligence/chunk?document_id=${extra}`)).list as Loose[]).length).toBe(0);
    expect(await s.db.selectFrom('ai_document_event').select('id').where('ai_document_id', '=', extra).execute()).toEqual([]);
    const kbAfter = await ok('GET', `/intelligence/rag/${kbId}`);
    expect(kbAfter.document_count).toBe(4);
    expect(kbAfter.chunk_count).toBe(Number(kbBefore.chunk_count) - extraChunks);
  });

  it('every id unknown: 200 with each named as failed, and one action-log row per call', async () => {
    const logs = await bulkLogs();
    const report = await ok('POST', '/intelligence/document/bulk', { ids: [999991, 999992], action: 'disable' });
    expect(report).toEqual({ done: [], failed: [{ id: 999991, name: '#999991', reason: '文档不存在' }, { id: 999992, name: '#999992', reason: '文档不存在' }] });
    expect(await bulkLogs()).toBe(logs + 1);
  });

  it('a bad body is 400 with a Chinese message and changes nothing', async () => {
    const before = await snapshot([a, b, c]);
    const logs = await bulkLogs();
    const cases: [unknown, RegExp][] = [
      [{ ids: [], action: 'disable' }, /请选择文档/],
      [{ ids: [a], action: 'archive' }, /「action」必须是/],
      [{ ids: [a] }, /「action」必须是/],
      [{ action: 'delete' }, /「ids」必须是文档编号列表/],
      [{ ids: 'all', action: 'delete' }, /「ids」必须是文档编号列表/],
      [{ ids: [a, 'x'], action: 'delete' }, /「ids」必须是文档编号列表/],
      [{ ids: [a, -1], action: 'delete' }, /「ids」必须是文档编号列表/],
      [{ ids: [a, 1.5], action: 'delete' }, /「ids」必须是文档编号列表/],
      [{ ids: Array.from({ length: 501 }, (_, i) => i + 1), action: 'disable' }, /一次最多 500 个文档/],
      [{ ids: [a], action: 'delete', force: true }, /force/],
      [[a, b], /./],
    ];
    for (const [body, message] of cases) {
      const res = await bulk(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(String(res.body.message), JSON.stringify(body).slice(0, 80)).toMatch(message);
      expect(String(res.body.message)).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await snapshot([a, b, c])).toEqual(before);
    expect(await bulkLogs()).toBe(logs);
  });

  it('only 智能助手 may: staff without group 128 and members are refused (403), anonymous 401, and nothing changes', async () => {
    const before = await snapshot([a, b, c]);
    for (const who of ['staff', 'member'] as const) {
      const res = await bulk({ ids: [a, b], action: 'delete' }, who);
      expect(res.status, who).toBe(403);
      expect(String(res.body.message)).toMatch(/[\u4e00-\u9fff]/);
    }
    const anonymous = await s.app.request('/api/cms/intelligence/document/bulk', { method: 'POST', body: JSON.stringify({ ids: [a], action: 'delete' }), headers: { 'content-type': 'application/json' } });
    expect(anonymous.status).toBe(401);
    expect(await snapshot([a, b, c])).toEqual(before);
    // the admin (in group 128) may
    expect((await bulk({ ids: [a], action: 'enable' }, 'admin')).status).toBe(200);
  });
});
