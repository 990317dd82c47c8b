import { createContext, useContext, type ReactNode } from 'react';
import type { WarrantyRule } from '../../../domain/warrantyRules.ts';
import { useWarrantyRules } from './useWarrantyRules.ts';

const RulesContext = createContext<readonly WarrantyRule[] | null>(null);

function Scope({ children }: { children: ReactNode }) {
  return <RulesContext.Provider value={useWarrantyRules()}>{children}</RulesContext.Provider>;
}

/**
 * The warranty rules read once for a whole list (when it shows a serial), not once per row:
 * each serial cell below takes them from here (useSharedWarrantyRules).
 */
export function WarrantyRulesScope({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <Scope>{children}</Scope> : <>{children}</>;
}

/** The rules of the nearest WarrantyRulesScope, or null outside one. */
export const useSharedWarrantyRules = (): readonly WarrantyRule[] | null => useContext(RulesContext);
