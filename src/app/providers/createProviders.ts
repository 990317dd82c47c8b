import type { AccessControlProvider, AuthProvider, I18nProvider } from '@refinedev/core';
import { createStorage } from '../../domain/storage.ts';
import type { AccessUser } from '../../domain/access.ts';
import { createAccessControlProvider } from './accessControlProvider.ts';
import { createAuthProvider } from './authProvider.ts';
import { createCmsDataProvider, type CmsDataProvider } from './dataProvider.ts';
import type { LocaleTables } from '../locales/text.ts';
import { createI18nProvider } from './i18nProvider.ts';
import { createSessionStore } from './session.ts';

export interface Providers {
  dataProvider: CmsDataProvider;
  authProvider: AuthProvider;
  accessControlProvider: AccessControlProvider;
  i18nProvider: I18nProvider;
}

/** The app's providers over one session store; `fetch` is looked up at call time (msw patches it). `texts`: the joined areas' (AppAreaSet.texts). */
export function createProviders(apiUrl: string, texts: LocaleTables): Providers {
  const session = createSessionStore(createStorage(() => window.localStorage));
  const doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);
  const authProvider = createAuthProvider({ apiUrl, fetch: doFetch, session });
  const getUser = async () => ((await authProvider.getPermissions?.()) as AccessUser | null | undefined) ?? null;
  return {
    dataProvider: createCmsDataProvider({ apiUrl, fetch: doFetch, getAuthHeader: () => session.authHeader() }),
    authProvider,
    accessControlProvider: createAccessControlProvider(getUser),
    i18nProvider: createI18nProvider(texts),
  };
}
