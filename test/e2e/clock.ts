/**
 * The e2e server's "now" at start (env NOW, honoured only outside production; the server's
 * clock runs on from there): the demo data, the warranty states and every date the specs
 * expect follow from it, whatever the real date.
 */
export const E2E_NOW = '2026-11-24T09:00:00+08:00';

/** The e2e server's date in China time, `YYYY-MM-DD` (the specs finish well within that day). */
export const E2E_TODAY = E2E_NOW.slice(0, 10);
