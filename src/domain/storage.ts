/** The error raised when the browser gives no usable localStorage (section 8). */
export const STORAGE_UNAVAILABLE = 'localStorage不可用';

export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * Wraps a Storage (localStorage or sessionStorage). When it is missing or throws
 * (private mode, quota, disabled), every call raises `localStorage不可用`.
 */
export function createStorage(getStorage: () => Storage | null | undefined): KeyValueStorage {
  const withStorage = <T>(fn: (s: Storage) => T): T => {
    let storage: Storage | null | undefined;
    try {
      storage = getStorage();
    } catch {
      storage = null;
    }
    if (!storage) throw new Error(STORAGE_UNAVAILABLE);
    try {
      return fn(storage);
    } catch {
      throw new Error(STORAGE_UNAVAILABLE);
    }
  };
  return {
    get: (key) => withStorage((s) => s.getItem(key)),
    set: (key, value) => withStorage((s) => s.setItem(key, value)),
    remove: (key) => withStorage((s) => s.removeItem(key)),
  };
}
