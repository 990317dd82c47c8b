import type { I18nProvider } from '@refinedev/core';
import { interpolate, lookup, LOCALES, type LocaleName, type TextParams } from '../locales/text.ts';

const isLocale = (name: string): name is LocaleName => Object.prototype.hasOwnProperty.call(LOCALES, name);

/**
 * refine's i18n over the app's locale tables. `translate(key, options?, default?)` and the
 * two-argument `translate(key, default)` refine also uses; a missing key gives the default,
 * else the key itself.
 */
export function createI18nProvider(initial: LocaleName = 'zh-CN', onChange?: (locale: LocaleName) => void): I18nProvider {
  let current: LocaleName = initial;
  return {
    translate: (key: string, options?: unknown, defaultMessage?: string) => {
      const params = typeof options === 'object' && options !== null ? (options as TextParams) : undefined;
      const fallback = typeof options === 'string' ? options : defaultMessage;
      const text = lookup(current, key);
      return text !== undefined ? interpolate(text, params) : (fallback ?? key);
    },
    changeLocale: (locale: string) => {
      if (isLocale(locale)) {
        current = locale;
        onChange?.(locale);
      }
    },
    getLocale: () => current,
  };
}
