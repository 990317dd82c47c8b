import { useSyncExternalStore } from 'react';
import { COLLAPSE_BELOW_PX } from '../appConfig.ts';

const subscribe = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

export const isNarrow = (): boolean => window.innerWidth < COLLAPSE_BELOW_PX;

/**
 * A phone-sized window (under section 9's 768 px, where the sidebar collapses too): lists show
 * cards and put their filters in a drawer. Read in the first render, so a phone never draws the
 * table first.
 */
export const useNarrowScreen = (): boolean => useSyncExternalStore(subscribe, isNarrow, () => false);
