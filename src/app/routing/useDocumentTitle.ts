import { useEffect } from 'react';
import { pageTitle } from '../appConfig.ts';

/** Sets `<route title> - <product title>` while the route is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
