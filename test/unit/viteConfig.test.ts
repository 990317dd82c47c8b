import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';

type Group = { name?: unknown; debugName?: unknown };

/** The build's code-splitting groups as `vite build` reads them (the chunkGroups build patch sets them). */
async function buildGroups(): Promise<Group[]> {
  const resolved = await resolveConfig({ configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)) }, 'build', 'production');
  const output = resolved.build.rolldownOptions?.output;
  const single = Array.isArray(output) ? output[0] : output;
  const splitting = single?.codeSplitting;
  return typeof splitting === 'object' && splitting ? ((splitting.groups ?? []) as Group[]) : [];
}

describe('vite.config.ts', () => {
  it('names every code-splitting group computed by a function (rolldown warns about each that has no debugName)', async () => {
    const groups = await buildGroups();
    const computed = groups.filter((g) => typeof g.name === 'function');
    expect(computed.length).toBeGreaterThan(0);
    for (const g of computed) expect(typeof g.debugName === 'string' && g.debugName.length > 0).toBe(true);
  });
});
