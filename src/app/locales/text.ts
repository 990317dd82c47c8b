import { enUS } from './en-US.ts';
import { zhCN, type TextKey } from './zh-CN.ts';

/** The locales the app ships, by refine locale name. */
export const LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;

export type LocaleName = keyof typeof LOCALES;

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

/** Looks a key up in one locale; `undefined` when the locale has no such key. */
export function lookup(locale: LocaleName, key: string): string | undefined {
  const table: Readonly<Record<string, string>> = LOCALES[locale];
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** zh-CN text outside React (pure helpers default to it). */
export const zhText: Translate = (key, params) => interpolate(zhCN[key], params);
