import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../src/app/providers/i18nProvider.ts';
import { enUS } from '../../src/app/locales/en-US.ts';
import { zhCN } from '../../src/app/locales/zh-CN.ts';
import { appAreaSet } from '../../src/app/composition.ts';

const DIST = ['node_modules/@refinedev/core/dist/index.mjs', 'node_modules/@refinedev/antd/dist/index.mjs'];

/** Every literal translation key the refine dist files pass to translate()/t(). */
function refineKeys(): string[] {
  const keys = new Set<string>();
  for (const file of DIST) {
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(/\b(?:translate|t)\(\s*["'`]([a-zA-Z][\w.]*)["'`]/g)) keys.add(m[1]);
    for (const m of src.matchAll(/["'`]((?:buttons|notifications|pages|autoSave|documentTitle)\.[\w.]+)["'`]/g)) keys.add(m[1]);
  }
  return [...keys].sort();
}

describe('i18n', () => {
  const keys = refineKeys();

  it('finds the refine keys in the dist files', () => {
    expect(keys.length).toBeGreaterThan(50);
    expect(keys).toContain('buttons.save');
    expect(keys).toContain('notifications.error');
  });

  it('has zh-CN for every key refine core and @refinedev/antd translate', () => {
    expect(keys.filter((k) => !(k in zhCN))).toEqual([]);
  });

  it('has en-US for every zh-CN key, the core’s and the areas’', () => {
    expect(Object.keys(zhCN).filter((k) => !(k in enUS))).toEqual([]);
    const { texts } = appAreaSet();
    expect(Object.keys(texts['zh-CN']).length).toBeGreaterThan(Object.keys(zhCN).length);
    expect(Object.keys(texts['zh-CN']).filter((k) => !(k in texts['en-US']))).toEqual([]);
  });

  it('translates an area’s key with the joined tables, and gives the key back without them', () => {
    expect(createI18nProvider(appAreaSet().texts).translate('serial.title')).toBe('序列号查询');
    expect(createI18nProvider().translate('serial.title')).toBe('serial.title');
  });

  it('translates with interpolation, defaults and locale switch', () => {
    const i18n = createI18nProvider();
    expect(i18n.translate('notifications.error', { statusCode: 409 }, 'Error')).toBe('请求失败（状态码：409）');
    expect(i18n.translate('repair.repair', '维修单')).toBe('维修单');
    expect(i18n.translate('unknown.key')).toBe('unknown.key');
    // refine's notifications name a resource as "<screen>.<screen>" with the identifier as default
    expect(i18n.translate('quickrp.quickrp', 'quickrp')).toBe('维修单');
    expect(i18n.translate('notifications.editError', { resource: i18n.translate('repair.repair', 'repair'), statusCode: 0 })).toBe('维修单保存失败（状态码：0）');
    i18n.changeLocale('en-US');
    expect(i18n.getLocale()).toBe('en-US');
    expect(i18n.translate('buttons.save')).toBe('Save');
  });
});
