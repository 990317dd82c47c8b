import { describe, expect, it } from 'vitest';
import { createUnsavedRegistry } from '../../src/app/shell/tabs/unsavedRegistry.ts';

describe('unsaved registry (issue 32)', () => {
  it('a tab is unsaved while any of its forms says so, read live from their getters', () => {
    const r = createUnsavedRegistry();
    let typed = false;
    r.register('/workflow/create', 'a', () => typed);
    r.register('/workflow/create', 'b', () => false);
    expect(r.isDirty('/workflow/create')).toBe(false);
    expect(r.anyDirty()).toBe(false);
    typed = true;
    expect(r.isDirty('/workflow/create')).toBe(true);
    expect(r.anyDirty()).toBe(true);
    expect(r.firstDirty(['/dashboard', '/workflow/create'])).toBe('/workflow/create');
    expect(r.firstDirty(['/dashboard'])).toBeUndefined();
  });

  it('forgets one form, or every form of closed tabs', () => {
    const r = createUnsavedRegistry();
    r.register('/a', 'x', () => true);
    r.register('/a', 'y', () => true);
    r.register('/b', 'x', () => true);
    r.unregister('/a', 'x');
    expect(r.isDirty('/a')).toBe(true);
    r.unregister('/a', 'y');
    expect(r.isDirty('/a')).toBe(false);
    r.forget(['/b']);
    expect(r.anyDirty()).toBe(false);
  });

  it('a form registered again under its source replaces its old getter (a tab shown again)', () => {
    const r = createUnsavedRegistry();
    r.register('/a', 'x', () => true);
    r.register('/a', 'x', () => false);
    expect(r.isDirty('/a')).toBe(false);
  });
});
