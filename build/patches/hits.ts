/**
 * Hit counting for the build patches: each patch names its targets (a redirect's importer, an
 * alias, a module it marks or edits) and records a hit whenever the build hands it one. A target
 * the whole build never hit means the package changed under the patch (an upgrade moved or
 * renamed the file): the patch then does nothing, silently, and the build must stop.
 */
export interface Hits {
  /** Records one hit of `target` (one of the names given to `countHits`). */
  hit(target: string): void;
  /** Hits per target, in the order they were named. */
  counts(): { target: string; hits: number }[];
  /** null when every target was hit; otherwise the message the build fails with. */
  failure(): string | null;
  /** Forgets the hits (a new build starts). */
  reset(): void;
}

export function countHits(patch: string, targets: readonly string[]): Hits {
  if (!targets.length) throw new Error(`build patch ${patch}: names no target to count`);
  const counts = new Map<string, number>(targets.map((t) => [t, 0]));
  return {
    hit(target) {
      const n = counts.get(target);
      if (n === undefined) throw new Error(`build patch ${patch}: ${target} is not one of its targets (${targets.join(', ')})`);
      counts.set(target, n + 1);
    },
    counts: () => [...counts].map(([target, hits]) => ({ target, hits })),
    failure() {
      const missed = [...counts].filter(([, n]) => n === 0).map(([t]) => t);
      if (!missed.length) return null;
      return (
        `build patch ${patch} matched nothing for ${missed.join(', ')}: the package it patches has changed. ` +
        `Rewrite or remove the patch (build/patches/${patch}.ts), measure it again (npx tsx build/patches/measure.ts) and update build/patches/manifest.ts.`
      );
    },
    reset() {
      for (const t of counts.keys()) counts.set(t, 0);
    },
  };
}
