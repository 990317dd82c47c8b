import { describe, expect, it } from 'vitest';
import { STORAGE_UNAVAILABLE, createStorage } from '../../src/domain/storage.ts';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() { return this.map.size; }
  clear() { this.map.clear(); }
  getItem(key: string) { return this.map.get(key) ?? null; }
  key(i: number) { return [...this.map.keys()][i] ?? null; }
  removeItem(key: string) { this.map.delete(key); }
  setItem(key: string, value: string) { this.map.set(key, value); }
}

describe('createStorage', () => {
  it('reads, writes and removes through the storage', () => {
    const backing = new MemoryStorage();
    const store = createStorage(() => backing);
    store.set('token', 'abc');
    expect(store.get('token')).toBe('abc');
    store.remove('token');
    expect(store.get('token')).toBeNull();
    expect(store.get('missing')).toBeNull();
  });

  it.each([
    ['missing', () => undefined],
    ['null', () => null],
    ['throwing getter', () => { throw new Error('SecurityError'); }],
  ])('raises localStorage不可用 when storage is %s', (_name, get) => {
    const store = createStorage(get as () => Storage | null | undefined);
    expect(() => store.get('a')).toThrow(STORAGE_UNAVAILABLE);
    expect(() => store.set('a', 'b')).toThrow('localStorage不可用');
    expect(() => store.remove('a')).toThrow('localStorage不可用');
  });

  it('raises localStorage不可用 when a write fails (quota)', () => {
    const full = new MemoryStorage();
    full.setItem = () => { throw new Error('QuotaExceededError'); };
    expect(() => createStorage(() => full).set('a', 'b')).toThrow('localStorage不可用');
  });
});
