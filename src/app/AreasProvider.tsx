import { createContext, useContext, type ReactNode } from 'react';
import type { AppAreaSet } from './appArea.ts';

const AreasContext = createContext<AppAreaSet | null>(null);

/** Hands the joined app areas (src/app/composition.ts, or a test's own) to everything the app renders. */
export function AreasProvider({ areas, children }: { areas: AppAreaSet; children: ReactNode }) {
  return <AreasContext.Provider value={areas}>{children}</AreasContext.Provider>;
}

/** The app areas the root was given: the schema, routing and shell find area components here, never by importing an area. */
export function useAreas(): AppAreaSet {
  const areas = useContext(AreasContext);
  if (!areas) throw new Error('useAreas: no AreasProvider above (the App gives one)');
  return areas;
}
