import madge from 'madge';
import { describe, expect, it } from 'vitest';

/**
 * Issue 33, "areas are inputs": madge, counting type imports, finds no import cycle over the
 * declarations and the code (`npm run deps:cycles` lists any). The engine receives its areas;
 * the types a request carries, a list row, a panel's props are leaves; the layout's lazy chunk
 * sits apart from the pages its routes show.
 */
describe('import cycles (madge, type imports counted)', () => {
  it('there are none', { timeout: 120_000 }, async () => {
    const graph = await madge(['src', 'resources'], {
      fileExtensions: ['ts', 'tsx'],
      tsConfig: 'tsconfig.json',
      detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
    });
    expect(graph.circular().map((c) => c.join(' > '))).toEqual([]);
  });
});
