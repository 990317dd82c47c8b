import type { ResourceDef } from '../../../resources/define.ts';
import type { AreaSeed } from './areaSeed.ts';
import type { AreaSet } from '../engine/area.ts';

/** The areas' seed modules (each area's `seeds`, loaded now: the server loads none unless it seeds). */
export const loadAreaSeeds = (areas: AreaSet): Promise<AreaSeed[]> => Promise.all(areas.seeds.map((load) => load()));

/**
 * The order the seed modules run in: each after the areas it names in `after` and after the
 * modules seeding what its resources' reference fields point to; otherwise by area name.
 * An unknown area or resource, a resource seeded twice, or a cycle is an error.
 */
export function seedOrder(seeds: readonly AreaSeed[], resources: readonly ResourceDef[]): AreaSeed[] {
  const byArea = new Map<string, AreaSeed>();
  const seederOf = new Map<string, string>();
  for (const s of seeds) {
    if (byArea.has(s.area)) throw new Error(`演示数据模块 ${s.area} 重复`);
    byArea.set(s.area, s);
    for (const name of s.seeds) {
      if (!resources.some((r) => r.name === name)) throw new Error(`演示数据模块 ${s.area} 写入未声明的资源 ${name}`);
      const other = seederOf.get(name);
      if (other) throw new Error(`资源 ${name} 的演示数据由 ${other} 和 ${s.area} 两个模块写入`);
      seederOf.set(name, s.area);
    }
  }
  const needs = new Map<string, Set<string>>();
  for (const s of seeds) {
    const deps = new Set<string>();
    for (const area of s.after ?? []) {
      if (!byArea.has(area)) throw new Error(`演示数据模块 ${s.area} 依赖不存在的模块 ${area}`);
      deps.add(area);
    }
    for (const name of s.seeds) {
      const resource = resources.find((r) => r.name === name)!;
      for (const f of resource.fields) {
        const target = f.reference ? seederOf.get(f.reference.resource) : undefined;
        if (target && target !== s.area) deps.add(target);
      }
    }
    needs.set(s.area, deps);
  }
  const order: AreaSeed[] = [];
  const done = new Set<string>();
  while (order.length < seeds.length) {
    const ready = [...byArea.keys()].filter((a) => !done.has(a) && [...needs.get(a)!].every((d) => done.has(d))).sort();
    if (!ready.length) throw new Error(`演示数据模块的依赖成环：${[...byArea.keys()].filter((a) => !done.has(a)).join('、')}`);
    done.add(ready[0]);
    order.push(byArea.get(ready[0])!);
  }
  return order;
}
