/**
 * Demo mode (env `SEED=demo`, the default): the server names the demo accounts in index.html as
 * `<meta name="app-demo" content="{json}">` and the login page lists them. Outside demo mode the
 * tag is absent and the login page names no account.
 */

/** The `<meta>` tag that carries the demo accounts. */
export const DEMO_META_NAME = 'app-demo';

/** One demo account as the login page shows it: its username and group (the role shown beside it). */
export interface DemoAccount {
  username: string;
  group: number;
}

/** What demo mode tells the login page: the accounts and their shared password. */
export interface DemoSettings {
  password: string;
  accounts: DemoAccount[];
}

/** Whether the server runs in demo mode (`SEED` unset or `demo`). */
export const isDemoMode = (env: { SEED?: string }): boolean => (env.SEED ?? 'demo') === 'demo';

const isAccount = (x: unknown): x is DemoAccount =>
  typeof x === 'object' && x !== null && typeof (x as DemoAccount).username === 'string' && Number.isInteger((x as DemoAccount).group);

/** Reads the tag's content; anything malformed is no demo mode rather than trusted. */
export function parseDemoSettings(content: string | null | undefined): DemoSettings | null {
  if (!content) return null;
  try {
    const raw = JSON.parse(content) as { password?: unknown; accounts?: unknown };
    if (typeof raw.password !== 'string' || !Array.isArray(raw.accounts)) return null;
    const accounts = raw.accounts.filter(isAccount).map((a) => ({ username: a.username, group: a.group }));
    return accounts.length ? { password: raw.password, accounts } : null;
  } catch {
    return null;
  }
}
