import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyRules } from '../../resources/reply/rules.ts';
import { serverAreaSet } from '../../src/server/composition.ts';
import { checkListPlans } from '../../src/server/engine/queryPlans.ts';
import { TEST_DIALECT } from '../helpers/testDatabase.ts';
import { createTestServer, type Loose, type TestServer } from '../helpers/testServer.ts';

/**
 * A list filter through a child table (`FieldDb.via`): 回复列表's 关键词 keeps the rules having a
 * keyword (a `reply_keyword` row) that starts with what was typed — each rule once, combined with
 * the other filters, `q`, a sort and paging, the total right — on SQLite and PostgreSQL. The field
 * has no column: it is in no record and no body; a bad value is a 400 in Chinese.
 */

let s: TestServer;
const ids: Record<string, number> = {};

/** name, enabled, hits, keywords; listed by `-updated_at` in reverse order of this table. */
const RULES: [string, boolean, number, string[]][] = [
  ['保修政策', true, 5, ['保修', '保修期']],
  ['保养提醒', true, 9, ['保养']],
  ['价格咨询', true, 7, ['价格', '报价']],
  ['售后电话', false, 3, ['售后保修']],
  ['停用的保险', false, 1, ['保险']],
  ['宝贝', true, 2, ['宝贝']],
  ['保温杯', true, 4, ['保温']],
  ['百分号', true, 0, ['100%', 'a_b']],
  ['默认回复', true, 6, []],
];

beforeAll(async () => {
  s = await createTestServer();
  for (const [i, [name, enabled, hits, words]] of RULES.entries()) {
    const at = new Date(Date.UTC(2026, 10, 1 + i)).toISOString();
    const row = await s.db
      .insertInto('reply_rule')
      .values({
        name, kind: words.length ? 'keyword' : 'default', category_id: null, keywords_json: JSON.stringify(words.map((word) => ({ word, match: 'exact' }))),
        replies_json: JSON.stringify([{ kind: 'text', text: name }]), reply_mode: 'all', enabled: enabled ? 1 : 0, hit_count: hits, last_hit_at: null,
        created_at: at, updated_at: at, version: 1, created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = row.id;
    for (const word of words) await s.db.insertInto('reply_keyword').values({ rule_id: row.id, word, normalized: word, match: 'exact' }).execute();
  }
}, 60_000);

afterAll(() => s.close());

const list = async (query: string): Promise<{ names: string[]; total: number; rows: Loose[] }> => {
  const res = await s.request('GET', `/reply/rule?${query}`, { as: 'superadmin' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const rows = [...res.body.data.list];
  return { names: rows.map((r) => String(r.name)), total: Number(res.body.data.total), rows };
};
const q = (params: Record<string, string>): string => new URLSearchParams(params).toString();

describe('filtering the rules by a keyword prefix', () => {
  it('keeps exactly the rules with a keyword starting with it, each once (newest first by default)', async () => {
    expect(await list(q({ keyword: '保' }))).toMatchObject({ names: ['保温杯', '停用的保险', '保养提醒', '保修政策'], total: 4 });
    expect(await list(q({ keyword: '保修' }))).toMatchObject({ names: ['保修政策'], total: 1 });
    expect(await list(q({ keyword: '报' }))).toMatchObject({ names: ['价格咨询'], total: 1 });
    expect(await list(q({ keyword: '售后保修' }))).toMatchObject({ names: ['售后电话'], total: 1 });
    expect(await list(q({ keyword: '修' }))).toMatchObject({ names: [], total: 0 });
  });

  it('takes the typed text literally: % and _ are characters, not patterns', async () => {
    expect((await list(q({ keyword: '%' }))).names).toEqual([]);
    expect((await list(q({ keyword: '_' }))).names).toEqual([]);
    expect((await list(q({ keyword: '100%' }))).names).toEqual(['百分号']);
    expect((await list(q({ keyword: 'a_' }))).names).toEqual(['百分号']);
  });

  it('combines with another filter, the name search and a sort', async () => {
    expect(await list(q({ keyword: '保', enabled: '1', sort: '-hit_count' }))).toMatchObject({ names: ['保养提醒', '保修政策', '保温杯'], total: 3 });
    expect(await list(q({ keyword: '保', enabled: 'false', sort: 'hit_count' }))).toMatchObject({ names: ['停用的保险'], total: 1 });
    expect(await list(q({ keyword: '保', sort: 'hit_count' }))).toMatchObject({ names: ['停用的保险', '保温杯', '保修政策', '保养提醒'], total: 4 });
    expect(await list(q({ keyword: '保', q: '保' }))).toMatchObject({ names: ['保温杯', '保养提醒', '保修政策'], total: 3 });
    expect(await list(q({ keyword: '保', kind: 'default' }))).toMatchObject({ names: [], total: 0 });
  });

  it('pages through the filtered list with the same total on every page', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(q({ keyword: '保', sort: '-hit_count', pageSize: '3', page: String(page) }))));
    expect(pages.map((p) => p.names)).toEqual([['保养提醒', '保修政策', '保温杯'], ['停用的保险'], []]);
    expect(pages.map((p) => p.total)).toEqual([4, 4, 4]);
    const noTotal = await s.request('GET', `/reply/rule?${q({ keyword: '保', withTotal: '0', pageSize: '2' })}`, { as: 'superadmin' });
    expect(noTotal.body.data.list.map((r) => r.name)).toEqual(['保温杯', '停用的保险']);
    expect(noTotal.body.data.total).toBeUndefined();
  });

  it('the filter field is in no record: list rows, fields=all rows and GET one carry no `keyword`', async () => {
    const { rows } = await list(q({ keyword: '保修' }));
    expect(Object.keys(rows[0])).toContain('keywords');
    expect(Object.keys(rows[0])).not.toContain('keyword');
    const all = await list(q({ keyword: '保修', fields: 'all' }));
    expect(Object.keys(all.rows[0])).not.toContain('keyword');
    const one = await s.request('GET', `/reply/rule/${ids['保修政策']}`, { as: 'superadmin' });
    expect(one.status).toBe(200);
    expect(one.body.data.name).toBe('保修政策');
    expect(Object.keys(one.body.data)).not.toContain('keyword');
  });
});

describe('bad input', () => {
  it('a keyword longer than 100 characters is a 400 naming 关键词', async () => {
    const res = await s.request('GET', `/reply/rule?${q({ keyword: '保'.repeat(101) })}`, { as: 'superadmin' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('40007');
    expect(res.body.message).toBe('筛选条件「关键词」过长');
  });

  it('the list cannot be sorted by it', async () => {
    const res = await s.request('GET', '/reply/rule?sort=keyword', { as: 'superadmin' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('不支持按该字段排序');
  });

  it('a create or update body naming it is refused and changes nothing', async () => {
    const before = await s.db.selectFrom('reply_rule').selectAll().orderBy('id').execute();
    const create = await s.request('POST', '/reply/rule', { as: 'superadmin', body: { name: '新规则', kind: 'keyword', keywords: [{ word: '新', match: 'exact' }], replies: [{ kind: 'text', text: '好' }], keyword: '新' } });
    expect(create.status).toBe(400);
    expect(create.body.code).toBe('40003');
    expect(create.body.message).toContain('不允许修改的字段');
    const update = await s.request('PUT', `/reply/rule/${ids['宝贝']}`, { as: 'superadmin', body: { version: 1, keyword: '宝' } });
    expect(update.status).toBe(400);
    expect(update.body.code).toBe('40003');
    expect(await s.db.selectFrom('reply_rule').selectAll().orderBy('id').execute()).toEqual(before);
  });
});

// SQLite's plans follow fixed rules (see test/api/schema.test.ts); PostgreSQL's are measured by `npm run bench`
describe.skipIf(TEST_DIALECT === 'postgres')('query plans', () => {
  it('every keyword-filtered list query finds the keys on reply_keyword’s word index and sorts on reply_rule’s own', async () => {
    const checks = await checkListPlans(s.db, serverAreaSet(), [replyRules]);
    const keyword = checks.filter((c) => c.label.includes('filter=keyword'));
    expect(keyword.length).toBeGreaterThan(0);
    expect(checks.filter((c) => !c.ok).map((c) => `${c.label}: ${c.plan.join(' | ')}`)).toEqual([]);
    for (const c of keyword.filter((x) => x.label.endsWith(' page'))) {
      expect(c.sql).toContain('in (select "rule_id" from "reply_keyword" where ("word" >= ? and "word" < ?))');
      expect(c.plan.join(' | ')).toMatch(/SEARCH reply_keyword USING (COVERING )?INDEX reply_keyword_word_idx \(word>\? AND word<\?\)/);
    }
  });
});
