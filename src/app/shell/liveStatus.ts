import { useSyncExternalStore } from 'react';

let streaming = false;
const listeners = new Set<() => void>();

/** Marks the live stream as delivering (its counts arrive) or down (the shell polls). */
export function setLiveStreaming(value: boolean): void {
  if (streaming === value) return;
  streaming = value;
  for (const l of listeners) l();
}

const subscribe = (l: () => void): (() => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Whether the live stream delivers now: the bell and the badges then do not poll. */
export const useLiveStreaming = (): boolean => useSyncExternalStore(subscribe, () => streaming, () => false);
