import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GONE, PATCHES, type PatchEntry } from '../../build/patches/manifest.ts';
import { README, renderedReadme } from '../../build/patches/renderReadme.ts';
import { versionMismatches } from '../../build/patches/versions.ts';

const ROOT = join(__dirname, '../..');

describe('the build patches manifest (build/patches/manifest.ts)', () => {
  it('every patch has its file, names the packages it was written against, and says what it is worth', () => {
    for (const [name, p] of Object.entries(PATCHES) as [string, PatchEntry][]) {
      expect(existsSync(join(ROOT, 'build/patches', `${name}.ts`)), name).toBe(true);
      expect(Object.keys(p.against).length, name).toBeGreaterThan(0);
      const saved = p.saves.listRouteKiB > 0 || p.saves.wholeAppKiB > 0 || p.saves.listRouteFiles > 0;
      expect(saved || !!p.note, `${name}: saves nothing measured and says nothing else it is for`).toBe(true);
    }
  });

  it('the installed packages are the versions the patches were measured against', () => {
    for (const [name, p] of Object.entries(PATCHES) as [string, PatchEntry][]) expect(versionMismatches(ROOT, name, p.against)).toEqual([]);
  });

  it('a patch that went is no longer a patch', () => {
    for (const g of GONE) {
      expect(g.name in PATCHES, g.name).toBe(false);
      expect(existsSync(join(ROOT, 'build/patches', `${g.name}.ts`)), g.name).toBe(false);
    }
  });

  it("README.md shows the manifest as it is (npx tsx build/patches/renderReadme.ts)", () => {
    expect(readFileSync(README, 'utf8')).toBe(renderedReadme());
  });
});
