import { zhCN } from './locales/zh-CN.ts';

/** The product title (section 2: page title = route title + product title). */
export const APP_TITLE: string = import.meta.env.VITE_APP_TITLE || zhCN['app.title'];

/** `<route title> - <product title>`. */
export const pageTitle = (title: string | undefined): string => (title ? `${title} - ${APP_TITLE}` : APP_TITLE);

/** Section 9: a lazy chunk that has not loaded in this time shows an error with a retry. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Section 9: the sidebar starts collapsed below this width. */
export const COLLAPSE_BELOW_PX = 768;
