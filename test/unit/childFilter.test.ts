import { describe, expect, it } from 'vitest';
import { hasColumn, type FieldDef, type ResourceDef } from '../../resources/define.ts';
import { listRecordFields } from '../../resources/catalogs/listFields.ts';
import { resources } from '../../resources/index.ts';
import { replyRules } from '../../resources/reply/rules.ts';
import { exportFieldsOf } from '../../src/app/schema/list/exportCells.ts';
import { filterInputOf, filterItemsOf } from '../../src/app/schema/filterItemsOf.ts';
import { formItemsOf } from '../../src/app/schema/formItemsOf.ts';
import { filtersToQuery } from '../../src/app/providers/mappers/filtersToQuery.ts';
import { recordTableOf } from '../../src/server/db/schemaDiff.ts';
import type { SqlDialect } from '../../src/server/db/dialect.ts';
import { buildListQuery, parseListParams } from '../../src/server/engine/listQuery.ts';
import { readableFieldsOf } from '../../src/server/engine/schema.ts';

/**
 * A field with `db.via` is a list filter through a child table and nothing else: every such
 * declaration says only that (read-only, a `ui.filter`, no column facts, no view of its own) and
 * names a child table with an index on the matched column and a key column; the engine derives
 * no column, no record key, no form item, no export column for it, and one search-form text box.
 */

const viaFields = resources.flatMap((r) => r.fields.filter((f) => f.db?.via).map((f) => [r, f] as const));
const byTable = (table: string): ResourceDef | undefined => resources.find((r) => r.table === table);

describe('declarations of child-table filters', () => {
  it('the reply rules declare one (关键词 through reply_keyword)', () => {
    expect(viaFields.map(([r, f]) => `${r.name}.${f.name}`)).toContain('replyRules.keyword');
  });

  it.each(viaFields.map(([r, f]) => [`${r.name}.${f.name}`, r, f] as const))('%s is a filter only, on an indexed column of a child of its resource', (_name, r, f: FieldDef) => {
    const via = f.db!.via!;
    expect(f.readOnly, 'never in a body').toBe(true);
    expect(f.ui?.filter, 'a declared filter').toBeDefined();
    expect([f.required, f.createOnly, f.writeOnly, f.db?.unique, f.db?.column, f.db?.default, f.db?.nullable]).toEqual(Array(7).fill(undefined));
    expect([f.ui?.list, f.ui?.sortable, f.ui?.form, f.ui?.display, f.ui?.input, f.ui?.card]).toEqual(Array(6).fill(undefined));
    expect((r.indexes ?? []).flatMap((i) => i.columns), 'no index of the parent names it').not.toContain(f.name);
    expect([...(r.search?.fields ?? []), ...(r.counts ?? []), r.titleField, r.defaultSort.replace(/^-/, '')]).not.toContain(f.name);
    for (const screen of r.screens) expect([...(screen.columns ?? []), ...(screen.editFields ?? [])]).not.toContain(f.name);
    const child = byTable(via.table);
    expect(child, `${via.table} is a declared table`).toBeDefined();
    expect(child!.fields.map((x) => x.db?.column ?? x.name)).toEqual(expect.arrayContaining([via.key, via.column]));
    expect((child!.indexes ?? []).some((i) => i.columns[0] === via.column), `an index of ${via.table} starts with ${via.column}`).toBe(true);
  });
});

describe('what the engine derives from replyRules.keyword', () => {
  const keyword = replyRules.fields.find((f) => f.name === 'keyword')!;

  it('has no column, no record key and no export column', () => {
    expect(hasColumn(keyword)).toBe(false);
    expect(hasColumn(replyRules.fields.find((f) => f.name === 'keywords')!)).toBe(true);
    expect(recordTableOf(replyRules).columns.map((c) => c.name)).not.toContain('keyword');
    expect(recordTableOf(replyRules).columns.map((c) => c.name)).toContain('keywords_json');
    expect(readableFieldsOf(replyRules).map((x) => x.name)).not.toContain('keyword');
    expect([...(listRecordFields(replyRules) ?? [])]).not.toContain('keyword');
    expect(exportFieldsOf(replyRules).map((f) => f.name)).not.toContain('keyword');
  });

  it('is in no create or edit form', () => {
    expect(formItemsOf(replyRules.fields, 'create').map((i) => i.name)).not.toContain('keyword');
    expect(formItemsOf(replyRules.fields, 'edit').map((i) => i.name)).not.toContain('keyword');
    expect(formItemsOf(replyRules.fields, 'create').map((i) => i.name)).toContain('keywords');
  });

  it('is a text box labelled 关键词 in the search form, beside 规则名称 (the name search), sent as ?keyword=', () => {
    const items = filterItemsOf(replyRules, '关键词', replyRules.screens[0]);
    expect(items.map((i) => [i.name, i.label, i.kind])).toEqual([
      ['q', '规则名称', 'search'],
      ['kind', '类型', 'eq'],
      ['category_id', '分类', 'eq'],
      ['keyword', '关键词', 'prefix'],
      ['enabled', '启用', 'eq'],
    ]);
    expect(filterInputOf(items.find((i) => i.name === 'keyword')!)).toBe('text');
    expect(filtersToQuery([{ field: 'keyword', operator: 'startswith', value: ' 保 ' }], replyRules.fields)).toEqual({ keyword: '保' });
  });

  it('becomes a subquery on the child table, its prefix bound as on any column', () => {
    const sqlite: SqlDialect = { name: 'sqlite', unindexed: (ref) => `+${ref}`, text: (sql) => sql, sequenceLock: null };
    const params = parseListParams(replyRules, { keyword: '保', enabled: '1', sort: '-hit_count' });
    expect(params.conditions).toEqual([
      { kind: 'via', via: { table: 'reply_keyword', key: 'rule_id', column: 'word' }, match: { kind: 'prefix', column: 'word', value: '保' } },
      { kind: 'eq', column: 'enabled', value: 1 },
    ]);
    const rows = buildListQuery(replyRules, params, sqlite).rows;
    expect(rows.sql).toContain('where +"id" in (select "rule_id" from "reply_keyword" where ("word" >= ? and "word" < ?)) and "enabled" = ? order by "hit_count" desc');
    expect(rows.params).toEqual(['保', '保\uffff', 1, 0]);
  });
});
