import { useEffect, useSyncExternalStore } from 'react';

let painted = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function markPainted(): void {
  if (painted) return;
  painted = true;
  for (const listener of listeners) listener();
}

/**
 * False until the app's first screen has been painted, then true for good. For secondary reads
 * (the sidebar's counts, the unread messages) that would otherwise start in the same task that
 * shows the page's content, and for parts below the fold (a list's pagination): their requests,
 * observers and renders come right after it.
 */
export function useAfterFirstPaint(): boolean {
  const value = useSyncExternalStore(subscribe, () => painted, () => false);
  useEffect(() => {
    // a frame callback runs just before the next paint; a task queued from it, just after
    if (!painted) requestAnimationFrame(() => setTimeout(markPainted, 0));
  }, []);
  return value;
}
