/**
 * Which tabs hold unsaved input: each form of a tab registers a getter of its own state (by a
 * source id), and the tab is unsaved while any of its getters says so. A getter, not a flag set
 * by an effect: a page hidden by `<Activity>` runs no effects, so a form reset in the render that
 * hid its tab (a save that navigates away) could never report that it is clean again.
 * No React here: the shell holds one per user, its unit test drives it.
 */
export interface UnsavedRegistry {
  register(key: string, source: string, isDirty: () => boolean): void;
  unregister(key: string, source: string): void;
  /** Drops every form of these tabs (closed, refreshed, or their page unmounted). */
  forget(keys: readonly string[]): void;
  isDirty(key: string): boolean;
  /** The first of `keys` holding unsaved input, if any. */
  firstDirty(keys: readonly string[]): string | undefined;
  anyDirty(): boolean;
}

export function createUnsavedRegistry(): UnsavedRegistry {
  const byTab = new Map<string, Map<string, () => boolean>>();
  const isDirty = (key: string): boolean => [...(byTab.get(key)?.values() ?? [])].some((dirty) => dirty());
  return {
    register(key, source, dirty) {
      const forms = byTab.get(key) ?? new Map<string, () => boolean>();
      forms.set(source, dirty);
      byTab.set(key, forms);
    },
    unregister(key, source) {
      const forms = byTab.get(key);
      forms?.delete(source);
      if (forms?.size === 0) byTab.delete(key);
    },
    forget(keys) {
      for (const key of keys) byTab.delete(key);
    },
    isDirty,
    firstDirty: (keys) => keys.find(isDirty),
    anyDirty: () => [...byTab.keys()].some(isDirty),
  };
}
