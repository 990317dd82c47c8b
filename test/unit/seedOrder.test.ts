import { describe, expect, it } from 'vitest';
import { defineResource, type ResourceDef } from '../../resources/define.ts';
import type { AreaSeed } from '../../src/server/db/areaSeed.ts';
import { seedOrder } from '../../src/server/db/seedRunner.ts';

const resource = (name: string, references: string[] = []): ResourceDef => defineResource({
  name, label: name, table: name, titleField: 'id', access: {}, defaultSort: '-id', endpoints: {}, screens: [],
  fields: [{ name: 'id', type: 'id', label: 'ID' }, ...references.map((r) => ({ name: `${r}_id`, type: 'reference' as const, label: r, reference: { resource: r, labelField: 'id' } }))],
});

const RESOURCES = [resource('lamps'), resource('rooms', ['lamps']), resource('visits', ['rooms']), resource('notes')];
const area = (name: string, seeds: string[], after?: string[]): AreaSeed => ({ area: name, seeds, after, run: async () => {} });
const names = (seeds: AreaSeed[]) => seeds.map((s) => s.area);

describe('the order the seed modules run in', () => {
  it('a module seeding a resource runs after the module seeding what its reference fields point to', () => {
    expect(names(seedOrder([area('a-visits', ['visits']), area('b-rooms', ['rooms']), area('c-lamps', ['lamps'])], RESOURCES))).toEqual(['c-lamps', 'b-rooms', 'a-visits']);
  });

  it('`after` orders modules that read each other\'s rows; otherwise by area name', () => {
    expect(names(seedOrder([area('b', ['notes']), area('a', [], ['b']), area('c', [])], RESOURCES))).toEqual(['b', 'a', 'c']);
    expect(names(seedOrder([area('b', []), area('a', [])], RESOURCES))).toEqual(['a', 'b']);
  });

  it('references within one module and to resources nobody seeds add nothing', () => {
    expect(names(seedOrder([area('z', ['lamps', 'rooms']), area('y', ['visits'])], RESOURCES))).toEqual(['z', 'y']);
    expect(names(seedOrder([area('y', ['visits'])], RESOURCES))).toEqual(['y']);
  });

  it('refuses an unknown resource or area, a resource seeded twice and a cycle, naming them', () => {
    expect(() => seedOrder([area('a', ['nope'])], RESOURCES)).toThrow('未声明的资源 nope');
    expect(() => seedOrder([area('a', [], ['ghost'])], RESOURCES)).toThrow('不存在的模块 ghost');
    expect(() => seedOrder([area('a', ['lamps']), area('b', ['lamps'])], RESOURCES)).toThrow('由 a 和 b 两个模块写入');
    expect(() => seedOrder([area('a', [], ['b']), area('b', [], ['a'])], RESOURCES)).toThrow('成环');
  });
});
