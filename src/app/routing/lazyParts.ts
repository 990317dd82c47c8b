import { instantLazy } from './instantLazy.tsx';

/**
 * Parts of pages in chunks of their own that preloadRoute fetches beside the page's chunk: once
 * in, they render without suspending (instantLazy).
 */

/** The tab bar: rendered once the browser is idle, fetched with the layout. */
export const LazyTabBar = instantLazy(() => import('../shell/tabs/TabBar.tsx').then((m) => m.TabBar));

/**
 * The search form's date-range input (antd's pickers are the heaviest input): the list and its
 * rows do not wait for it; until it arrives, a read-only box of the same size holds its place.
 */
export const LazyRangeInput = instantLazy(() => import('../schema/list/RangeInput.tsx').then((m) => m.RangeInput));
