import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { antdStaticStyle } from './antdStaticStyle.ts';
import { chunkGroups } from './chunkGroups.ts';
import { filterDropdownStub } from './filterDropdownStub.ts';
import { formTrims } from './formTrims.ts';
import { PATCHES, type PatchName } from './manifest.ts';
import { selectAriaRequired } from './selectAriaRequired.ts';
import { sideChannelMap } from './sideChannelMap.ts';
import { sideEffectsFree } from './sideEffectsFree.ts';
import { versionMismatches } from './versions.ts';

/** The repository's root (where node_modules is). */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Each patch's plugin, by its manifest name (a patch without one fails to compile). */
const PLUGINS: Record<PatchName, () => Plugin | Plugin[]> = {
  filterDropdownStub,
  formTrims,
  sideChannelMap,
  sideEffectsFree,
  antdStaticStyle: () => antdStaticStyle(fileURLToPath(new URL('../../src/app', import.meta.url))),
  chunkGroups: () => chunkGroups(),
  selectAriaRequired,
};

/** The patches to leave out, from BUILD_PATCHES_OFF (`a,b`): only measure.ts sets it. */
export function patchesOff(value = process.env.BUILD_PATCHES_OFF ?? ''): PatchName[] {
  const names = value.split(',').map((s) => s.trim()).filter(Boolean);
  for (const n of names) if (!(n in PATCHES)) throw new Error(`BUILD_PATCHES_OFF: no build patch ${n} (build/patches/manifest.ts names ${Object.keys(PATCHES).join(', ')})`);
  return names as PatchName[];
}

/**
 * Every build patch of build/patches as Vite plugins. For a build, each patch's packages must
 * be installed at the versions the manifest names (its measurements hold for those): otherwise
 * the build stops here and says to measure again.
 */
export function buildPatches(command: 'build' | 'serve', off: readonly PatchName[] = patchesOff()): Plugin[] {
  const names = (Object.keys(PATCHES) as PatchName[]).filter((n) => !off.includes(n));
  if (command === 'build') {
    const mismatches = names.flatMap((n) => versionMismatches(ROOT, n, PATCHES[n].against));
    if (mismatches.length) throw new Error(mismatches.join('\n'));
  }
  return names.flatMap((n) => PLUGINS[n]());
}
