import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../resources/registry.ts';
import { accessText, routesDocument } from '../../resources/catalogs/routesDoc.ts';

describe('docs/ROUTES.md is generated from the declarations', () => {
  it('the committed file is what `npm run docs:routes` writes today', () => {
    const committed = readFileSync(new URL('../../docs/ROUTES.md', import.meta.url), 'utf8');
    expect(committed === routesDocument(), 'docs/ROUTES.md is stale: run `npm run docs:routes`').toBe(true);
  });

  it('has one row per route of the route table, with its access in the map\'s words', () => {
    const doc = routesDocument();
    for (const r of routeTable()) expect(doc, r.path).toContain(`| ${r.path} | ${r.title} |`);
    expect(doc).toContain('| /repair/list | 普通维修 | 维修管理 | perm manage_needs_repair | list of repairs (repair) |');
  });

  it('writes each kind of access', () => {
    expect([{ public: true }, {}, { permission: 'manage_message' as const }, { group: 128 }, { permission: 'manage_message' as const, group: 64 }].map(accessText))
      .toEqual(['public', 'logged-in', 'perm manage_message', 'group 128', 'perm manage_message or group 64']);
  });
});
