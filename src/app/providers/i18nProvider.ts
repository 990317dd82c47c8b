import type { I18nProvider } from '@refinedev/core';
import { findScreen } from '../../../resources/registry.ts';
import { CORE_TABLES, interpolate, lookup, LOCALES, type LocaleName, type LocaleTables, type TextParams } from '../locales/text.ts';

const isLocale = (name: string): name is LocaleName => Object.prototype.hasOwnProperty.call(LOCALES, name);

/**
 * refine names a resource in its notifications as `translate("<name>.<name>")`: that is the
 * declared label of the screen's resource (e.g. repair.repair → 维修单), never the identifier.
 */
export function resourceLabelOf(key: string): string | undefined {
  const m = /^([\w-]+)\.\1$/.exec(key);
  return m ? findScreen(m[1])?.resource.label : undefined;
}

/**
 * refine passes some notifications the bare identifier as `{{resource}}` (useDelete's
 * `deleteError`: 「repair删除失败」): a screen name there becomes its resource's declared label.
 */
function withResourceLabel(params: TextParams | undefined): TextParams | undefined {
  const name = params?.resource;
  if (typeof name !== 'string') return params;
  const label = findScreen(name)?.resource.label;
  return label ? { ...params, resource: label } : params;
}

/**
 * refine's i18n over the app's locale tables. `translate(key, options?, default?)` and the
 * two-argument `translate(key, default)` refine also uses; a missing key gives the default,
 * else the key itself. `tables` are the core's with the areas' texts joined in (the app's joined
 * areas carry them: AppAreaSet.texts); the core's alone by default.
 */
export function createI18nProvider(tables: LocaleTables = CORE_TABLES, initial: LocaleName = 'zh-CN', onChange?: (locale: LocaleName) => void): I18nProvider {
  let current: LocaleName = initial;
  return {
    translate: (key: string, options?: unknown, defaultMessage?: string) => {
      const given = typeof options === 'object' && options !== null ? (options as TextParams) : undefined;
      const params = current === 'zh-CN' ? withResourceLabel(given) : given;
      const fallback = typeof options === 'string' ? options : defaultMessage;
      const text = lookup(tables, current, key) ?? (current === 'zh-CN' ? resourceLabelOf(key) : undefined);
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
