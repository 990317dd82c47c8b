import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The installed version of `pkg` (its node_modules/<pkg>/package.json under `root`). */
export function installedVersion(root: string, pkg: string): string | null {
  try {
    return (JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version?: string }).version ?? null;
  } catch {
    return null;
  }
}

/**
 * The messages for every package a patch was written (and measured) against whose installed
 * version is another one; empty when all match.
 */
export function versionMismatches(root: string, patch: string, against: Readonly<Record<string, string>>): string[] {
  const out: string[] = [];
  for (const [pkg, version] of Object.entries(against)) {
    const installed = installedVersion(root, pkg);
    if (installed !== version) {
      out.push(
        `build patch ${patch} was written and measured against ${pkg}@${version}, but ${installed ? `${pkg}@${installed} is installed` : `${pkg} is not installed`}. ` +
          `Check that the patch still does what it says, measure it again (npx tsx build/patches/measure.ts) and update build/patches/manifest.ts — or remove the patch.`,
      );
    }
  }
  return out;
}
