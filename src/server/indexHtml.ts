import { DEMO_META_NAME, isDemoMode, type DemoSettings } from '../domain/demoMode.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/accounts.ts';

/** Runtime settings the built app reads from `<meta>` tags (no inline script, so a strict CSP holds). */
export interface AppSettings {
  title: string;
  officialSiteUrl: string;
  /** Demo mode only: the demo accounts the login page names. */
  demo?: DemoSettings | null;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The built index.html with the product title and the settings as `<meta name="app-…">` tags. */
export function renderIndexHtml(html: string, settings: AppSettings): string {
  const metas = [
    `<meta name="app-title" content="${escapeHtml(settings.title)}" />`,
    `<meta name="app-official-site-url" content="${escapeHtml(settings.officialSiteUrl)}" />`,
    ...(settings.demo ? [`<meta name="${DEMO_META_NAME}" content="${escapeHtml(JSON.stringify(settings.demo))}" />`] : []),
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(settings.title)}</title>`)
    .replace('</head>', `  ${metas}\n  </head>`);
}

/** The demo accounts of ROUTES.md, as the login page names them. */
export const demoSettings = (): DemoSettings => ({
  password: DEMO_PASSWORD,
  accounts: DEMO_ACCOUNTS.map((a) => ({ username: a.username, group: a.group })),
});

/** The settings from the environment (APP_TITLE, OFFICIAL_SITE_URL; SEED=demo names the demo accounts). */
export const settingsFromEnv = (env: NodeJS.ProcessEnv): AppSettings => ({
  title: env.APP_TITLE?.trim() || '激光设备服务管理后台',
  officialSiteUrl: env.OFFICIAL_SITE_URL?.trim() ?? '',
  demo: isDemoMode(env) ? demoSettings() : null,
});
