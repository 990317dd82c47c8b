import { useContext, useEffect } from 'react';
import { TabKeyContext, TabsContext } from './TabsContext.ts';

/**
 * Names what the page's tab shows after its route title, once the page knows it: a detail page
 * its record's number (维修详情 · WX20261122-0001), so two open details tell apart. The tab keeps
 * it after the page unmounts (it is stored with the tab); outside the tab views it does nothing.
 */
export function useTabSubtitle(subtitle: string | undefined): void {
  const tabs = useContext(TabsContext);
  const key = useContext(TabKeyContext);
  const setSubtitle = tabs?.setSubtitle;
  useEffect(() => {
    if (key && setSubtitle && subtitle) setSubtitle(key, subtitle);
  }, [key, setSubtitle, subtitle]);
}
