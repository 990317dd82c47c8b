import { useContext, useEffect } from 'react';
import { TabKeyContext, TabsContext } from './TabsContext.ts';

/**
 * A form reports that its tab holds unsaved input: closing or refreshing the tab then asks
 * first, and leaving the page (reload, close window) asks the browser's question.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const tabs = useContext(TabsContext);
  const key = useContext(TabKeyContext);
  useEffect(() => {
    if (!tabs || key === null) return undefined;
    tabs.setDirty(key, dirty);
    return () => tabs.setDirty(key, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the api object changes with every tab change; setDirty is stable
  }, [dirty, key, tabs?.setDirty]);
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
