import { EXPRESS_PHONE_KEYS } from '../../../../../resources/settings/systemConfig.ts';
import { createStorage, type KeyValueStorage } from '../../../../domain/storage.ts';

/** Where the courier phone numbers are cached for the browser session. */
export const EXPRESS_PHONES_CACHE_KEY = 'cms.expressPhones';

export type ExpressPhones = Record<(typeof EXPRESS_PHONE_KEYS)[number], string | null>;

const sessionStore = (): KeyValueStorage => createStorage(() => window.sessionStorage);

/** The cached numbers, or null when this session has not fetched them yet (or storage is unusable). */
export function cachedExpressPhones(storage: KeyValueStorage = sessionStore()): ExpressPhones | null {
  try {
    const raw = storage.get(EXPRESS_PHONES_CACHE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ExpressPhones>;
    return { express_phone_sys: parsed.express_phone_sys ?? null, express_phone_erp: parsed.express_phone_erp ?? null };
  } catch {
    return null;
  }
}

/**
 * Fetches both public keys (`GET /system/config/key/:key`) once per session and caches them in
 * sessionStorage; a key that is missing reads as null. `get` is the app's API call.
 */
export async function loadExpressPhones(get: (url: string) => Promise<unknown>, storage: KeyValueStorage = sessionStore()): Promise<ExpressPhones> {
  const cached = cachedExpressPhones(storage);
  if (cached) return cached;
  const values = await Promise.all(
    EXPRESS_PHONE_KEYS.map(async (key) => {
      try {
        const data = (await get(`/system/config/key/${key}`)) as { value?: unknown } | null;
        return typeof data?.value === 'string' && data.value ? data.value : null;
      } catch {
        return null;
      }
    }),
  );
  const phones: ExpressPhones = { express_phone_sys: values[0], express_phone_erp: values[1] };
  try {
    storage.set(EXPRESS_PHONES_CACHE_KEY, JSON.stringify(phones));
  } catch {
    /* storage unusable: the numbers are fetched again next time */
  }
  return phones;
}
