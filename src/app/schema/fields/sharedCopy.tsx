import { createContext, useContext, type ReactNode } from 'react';
import { useCopy } from './useCopy.ts';

type Copy = (text: string) => Promise<void>;

const CopyContext = createContext<Copy | null>(null);

/** One copy function (复制成功 / 复制失败) for every copyable value below, instead of one per cell. */
export function CopyProvider({ children }: { children: ReactNode }) {
  return <CopyContext.Provider value={useCopy()}>{children}</CopyContext.Provider>;
}

/** The copy function of the nearest CopyProvider, or null outside one. */
export const useSharedCopy = (): Copy | null => useContext(CopyContext);
