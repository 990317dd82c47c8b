import { zhCN } from './locales/zh-CN.ts';

/** A runtime setting the server put in index.html as `<meta name="app-…">` (see src/server/indexHtml.ts). */
const metaSetting = (name: string): string =>
  (typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`))?.content ?? '';

/** The product title (section 2: page title = route title + product title): APP_TITLE on the server. */
export const APP_TITLE: string = metaSetting('app-title') || import.meta.env.VITE_APP_TITLE || zhCN['app.title'];

/** The header's official-website link (OFFICIAL_SITE_URL on the server); empty when unset. */
export const OFFICIAL_SITE_URL: string = metaSetting('app-official-site-url');

/** `<route title> - <product title>`. */
export const pageTitle = (title: string | undefined): string => (title ? `${title} - ${APP_TITLE}` : APP_TITLE);

/** Section 9: a lazy chunk that has not loaded in this time shows an error with a retry. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Section 9: the sidebar starts collapsed below this width. */
export const COLLAPSE_BELOW_PX = 768;
