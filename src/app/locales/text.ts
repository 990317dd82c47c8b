import { enUS } from './en-US.ts';
import { zhCN, type CoreTextKey } from './zh-CN.ts';

/** The core's texts (refine's keys, the schema's, the shell's), by refine locale name. */
export const LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;

export type LocaleName = keyof typeof LOCALES;

/** One table of texts per locale: the core's, with the areas' joined in (`localeTables`). */
export type LocaleTables = { readonly [L in LocaleName]: Readonly<Record<string, string>> };

/**
 * An area's texts, zh-CN and en-US under the same keys (the area's entry carries them, e.g.
 * src/app/areas/needs/texts.ts). The same file adds its keys to `AreaTextKeys`.
 */
export interface AreaTexts {
  readonly zh: Readonly<Record<string, string>>;
  readonly en: Readonly<Record<string, string>>;
}

/**
 * The keys the areas' texts add to `t()`. Each area's texts file adds its own by declaration
 * merging (`declare module '…/locales/text.ts' { interface AreaTextKeys extends Record<keyof typeof zh, true> {} }`),
 * the way i18next and TanStack Router register app types: the core never imports an area, and a
 * key no area brings does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty here: the areas' texts files fill it
export interface AreaTextKeys {}

/** Every text key: the core's and the areas'. */
export type TextKey = CoreTextKey | (keyof AreaTextKeys & string);

/** Interpolation values of a text (`{{name}}`). */
export type TextParams = Record<string, string | number | undefined>;

/** A translate function over the app's own keys. */
export type Translate = (key: TextKey, params?: TextParams) => string;

/** Replaces `{{name}}` with the value of `params.name`; unknown names become ''. */
export function interpolate(template: string, params?: TextParams): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => {
    const v = params?.[name];
    return v === undefined ? '' : String(v);
  });
}

const has = (table: Readonly<Record<string, string>>, key: string): boolean => Object.prototype.hasOwnProperty.call(table, key);

/**
 * The core's tables with the areas' texts joined in, each area named by its entry's name. A key
 * an area brings that the core or an earlier area already has is an error (one text, one place),
 * and so is an area whose en-US keys are not its zh-CN keys.
 */
export function localeTables(areas: readonly { name: string; texts: readonly AreaTexts[] }[]): LocaleTables {
  const joined = textTables();
  for (const { name, texts } of areas) joined.add(name, texts);
  return joined.tables;
}

/**
 * Locale tables that areas' texts join as they arrive: the eager areas' when the app starts, an
 * area's `loadTexts` when the first of its components is shown (appArea.ts). `tables` is the one
 * object the i18n provider reads at each lookup, so a text joined later is found from then on.
 * The checks are `localeTables`'s; an area's texts joined twice (two of its components racing)
 * are joined once.
 */
export interface TextTables {
  readonly tables: LocaleTables;
  add(name: string, texts: readonly AreaTexts[]): void;
}

export function textTables(): TextTables {
  const zh: Record<string, string> = { ...LOCALES['zh-CN'] };
  const en: Record<string, string> = { ...LOCALES['en-US'] };
  const owner: Record<string, string> = {};
  const joined = new Set<AreaTexts>();
  const add = (name: string, texts: readonly AreaTexts[]): void => {
    for (const part of texts) {
      if (joined.has(part)) continue;
      for (const key of Object.keys(part.zh)) {
        if (has(zh, key)) throw new Error(`app areas: text '${key}' of '${name}' is already ${owner[key] ? `brought by '${owner[key]}'` : "the core's"}`);
        if (!has(part.en, key)) throw new Error(`app areas: text '${key}' of '${name}' has no en-US`);
      }
      const extra = Object.keys(part.en).find((key) => !has(part.zh, key));
      if (extra !== undefined) throw new Error(`app areas: text '${extra}' of '${name}' has no zh-CN`);
      for (const key of Object.keys(part.zh)) {
        zh[key] = part.zh[key];
        en[key] = part.en[key];
        owner[key] = name;
      }
      joined.add(part);
    }
  };
  return { tables: { 'zh-CN': zh, 'en-US': en }, add };
}

/** The core's tables alone (a test that renders no area). */
export const CORE_TABLES: LocaleTables = LOCALES;

/** Looks a key up in one locale's table; `undefined` when it has no such key. */
export function lookup(tables: LocaleTables, locale: LocaleName, key: string): string | undefined {
  const table = tables[locale];
  return has(table, key) ? table[key] : undefined;
}

/** zh-CN text outside React (the schema's pure helpers default to it): the core's texts; an area's key needs the app's provider (useText). */
export const zhText: Translate = (key, params) => interpolate(lookup(CORE_TABLES, 'zh-CN', key) ?? key, params);
