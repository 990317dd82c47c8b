import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Loose, type TestServer } from '../../helpers/testServer.ts';

/**
 * 语料 导入 (POST /intelligence/corpus/import): the rows of a workbook, each checked by the corpus
 * declaration's own field rules and its category looked up by name; the good ones created in one
 * write with the same search text as the corpus's create, the bad ones named by row with a
 * Chinese reason. Bad bodies are 400 and write nothing; staff and members are refused.
 */

let s: TestServer;

beforeAll(async () => {
  s = await createTestServer({ logger: { info: () => undefined, error: (...a: unknown[]) => console.log('SERVER ERROR', ...a) } });
}, 60_000);

afterAll(async () => {
  await s.close();
});

const ok = async (method: string, path: string, body?: unknown): Promise<Loose> => {
  const res = await s.request(method, path, { as: 'superadmin', body });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

const corpusCount = async (): Promise<number> => Number((await s.db.selectFrom('ai_corpus').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('语料导入', () => {
  it('creates the good rows and names each bad one by row with the reason', async () => {
    const category = await ok('POST', '/intelligence/category', { name: '导入分类' });
    const before = await corpusCount();
    const report = await ok('POST', '/intelligence/corpus/import', {
      rows: [
        { question: '导入的问题一', similar: ['导入问法甲', '导入问法乙'], answer: '答案一', category: '导入分类', enabled: true },
        { question: '', answer: '没有问题' },
        { question: '导入的问题三', answer: '答案三', category: '没有这个分类' },
        'not a row',
        { question: '问'.repeat(201), answer: '太长' },
        { question: '导入的问题六', answer: '答案六', enabled: false },
        { question: '导入的问题七', answer: '答案七', colour: 'red' },
        { question: '导入的问题八', answer: '' },
        { question: '导入的问题九', answer: '答案九', similar: ['问'.repeat(51)] },
      ],
    });
    expect(report).toEqual({
      created: 2,
      failed: [
        { row: 2, reason: '「问题」不能为空' },
        { row: 3, reason: '分类「没有这个分类」不存在' },
        { row: 4, reason: expect.stringContaining('对象') },
        { row: 5, reason: expect.stringContaining('问题') },
        { row: 7, reason: expect.stringContaining('colour') },
        { row: 8, reason: '「答案」不能为空' },
        { row: 9, reason: expect.stringContaining('相似问题') },
      ],
    });
    expect(await corpusCount()).toBe(before + 2);
    const one = await s.db.selectFrom('ai_corpus').selectAll().where('question', '=', '导入的问题一').executeTakeFirstOrThrow();
    expect(one).toMatchObject({ answer: '答案一', category_id: category.id, enabled: 1 });
    expect(JSON.parse(String(one.similar))).toEqual(['导入问法甲', '导入问法乙']);
    const six = await s.db.selectFrom('ai_corpus').selectAll().where('question', '=', '导入的问题六').executeTakeFirstOrThrow();
    expect(Number(six.enabled)).toBe(0);
    // each created row has its history entry, and the import one action-log row
    const events = await s.db.selectFrom('ai_corpus_event').select(['content']).where('ai_corpus_id', 'in', [Number(one.id), Number(six.id)]).execute();
    expect(events.map((e) => e.content)).toEqual(['导入语料', '导入语料']);
    const logs = await s.db.selectFrom('action_log').select(['action', 'status_code']).where('action', '=', 'ai.corpusImport').execute();
    expect(logs).toHaveLength(1);
  });

  it('writes the same search text as the corpus\'s own create', async () => {
    const pair = { question: '雕刻深度不够怎么办', similar: ['刻得太浅', '雕刻不够深'], answer: '提高功率或降低速度。' };
    const made = await ok('POST', '/intelligence/corpus', pair);
    await ok('POST', '/intelligence/corpus/import', { rows: [pair] });
    const rows = await s.db.selectFrom('ai_corpus').select(['id', 'tokens']).where('question', '=', pair.question).orderBy('id').execute();
    expect(rows).toHaveLength(2);
    expect(Number(rows[0]?.id)).toBe(made.id);
    expect(rows[1]?.tokens).toBe(rows[0]?.tokens);
    expect(String(rows[1]?.tokens)).not.toBe('');
  });

  it('an imported pair then answers /intelligence/ask from the corpus', async () => {
    await ok('POST', '/intelligence/corpus/import', { rows: [{ question: '水箱的防冻液多久换一次', similar: ['防冻液更换周期'], answer: '防冻液每年入冬前更换一次。' }] });
    expect(await ok('POST', '/intelligence/ask', { question: '防冻液多久更换', channel: 'web' })).toMatchObject({ source: 'corpus', answer: '防冻液每年入冬前更换一次。' });
  });

  it('refuses more than 1,000 rows, none, and a body that is not an object with 400 in Chinese, writing nothing', async () => {
    const before = await corpusCount();
    const many = Array.from({ length: 1001 }, (_, i) => ({ question: `批量问题${i}`, answer: '答' }));
    const tooMany = await s.request('POST', '/intelligence/corpus/import', { as: 'superadmin', body: { rows: many } });
    expect(tooMany.status).toBe(400);
    expect(String(tooMany.body.message)).toContain('1000');
    const array = await s.request('POST', '/intelligence/corpus/import', { as: 'superadmin', body: [{ question: '数组', answer: '答' }] });
    expect(array.status).toBe(400);
    expect(array.body.message).toBe('请求内容必须是 JSON 对象');
    const text = await s.request('POST', '/intelligence/corpus/import', { as: 'superadmin', body: '"rows"' });
    expect(text.status).toBe(400);
    const notList = await s.request('POST', '/intelligence/corpus/import', { as: 'superadmin', body: { rows: { question: '对象', answer: '答' } } });
    expect(notList.status).toBe(400);
    expect(String(notList.body.message)).toContain('rows');
    const empty = await s.request('POST', '/intelligence/corpus/import', { as: 'superadmin', body: { rows: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('没有要导入的语料');
    const extra = await s.request('POST', '/intelligence/corpus/import', { as: 'superadmin', body: { rows: [{ question: '多余', answer: '答' }], dryRun: true } });
    expect(extra.status).toBe(400);
    expect(await corpusCount()).toBe(before);
  });

  it('1,000 rows are accepted', async () => {
    const before = await corpusCount();
    const rows = Array.from({ length: 1000 }, (_, i) => ({ question: `千行问题${i}`, answer: '答' }));
    const report = await ok('POST', '/intelligence/corpus/import', { rows });
    expect(report).toEqual({ created: 1000, failed: [] });
    expect(await corpusCount()).toBe(before + 1000);
  }, 60_000);

  it('staff and members without 智能助手 (group 128) get 403 and nothing is written', async () => {
    const before = await corpusCount();
    for (const as of ['staff', 'member'] as const) {
      const res = await s.request('POST', '/intelligence/corpus/import', { as, body: { rows: [{ question: '员工导入', answer: '答' }] } });
      expect(res.status).toBe(403);
    }
    expect((await s.request('POST', '/intelligence/corpus/import', { as: null, body: { rows: [{ question: '匿名导入', answer: '答' }] } })).status).toBe(401);
    expect(await corpusCount()).toBe(before);
  });
});
