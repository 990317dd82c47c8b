import { lazyWithTimeout } from './lazyWithTimeout.tsx';

/**
 * The layout: its own chunk, so /login loads none of it. Apart from the page components, because
 * the layout's tabs render the routes whose guard shows those pages (an import cycle otherwise).
 */
export const LazyAppLayout = lazyWithTimeout(() => import('../shell/AppLayout.tsx').then((m) => m.AppLayout));
