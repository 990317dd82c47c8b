import madge from 'madge';
import { describe, expect, it } from 'vitest';

/**
 * Issue 33, "areas are inputs": madge, counting type imports, over the declarations and the code.
 * The server has none (the engine receives its areas; the types a request carries are leaves);
 * the app's, all through its schema's hand-written slots, may only go down (`npm run deps:cycles`
 * lists them).
 */
const APP_CYCLES_AT_MOST = 10;

describe('import cycles (madge, type imports counted)', () => {
  it('none in the server or the declarations; the app\'s only go down', { timeout: 120_000 }, async () => {
    const graph = await madge(['src', 'resources'], {
      fileExtensions: ['ts', 'tsx'],
      tsConfig: 'tsconfig.json',
      detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
    });
    const cycles = graph.circular().map((c) => c.join(' > '));
    expect(cycles.filter((c) => !c.startsWith('src/app/'))).toEqual([]);
    expect(cycles.length, cycles.join('\n')).toBeLessThanOrEqual(APP_CYCLES_AT_MOST);
  });
});
