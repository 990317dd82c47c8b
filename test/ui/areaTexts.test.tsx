import { useTranslation } from '@refinedev/core';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { defineAppArea, joinAppAreas } from '../../src/app/appArea.ts';
import { APP_AREAS } from '../../src/app/composition.ts';
import type { AreaTexts } from '../../src/app/locales/text.ts';
import { createI18nProvider } from '../../src/app/providers/i18nProvider.ts';
import { Refine } from '@refinedev/core';

/**
 * An area's texts as a chunk of their own (`loadTexts`, issue 35): not in the tables the app
 * starts with, joined before the first of the area's components renders, once, with the same
 * checks as the eager texts.
 */

const TEXTS: AreaTexts = { zh: { 'depot.title': '仓库 {{n}}' }, en: { 'depot.title': 'Depot {{n}}' } };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A page of the throwaway area that reads its text by a plain key (not added to AreaTextKeys). */
function DepotPage() {
  const { translate } = useTranslation();
  return <h1>{translate('depot.title', { n: 3 })}</h1>;
}

describe('an area whose texts are a chunk of their own', () => {
  it('renders its component only once its texts are joined, and loads them once', async () => {
    const load = deferred<readonly AreaTexts[]>();
    let loads = 0;
    const depot = defineAppArea({
      name: 'depot',
      pages: { DepotPage },
      loadTexts: () => {
        loads += 1;
        return load.promise;
      },
    });
    const areas = joinAppAreas([...APP_AREAS, depot]);
    expect(areas.texts['zh-CN']['depot.title']).toBeUndefined();
    const Page = areas.pages.DepotPage as typeof DepotPage;
    render(
      <Refine i18nProvider={createI18nProvider(areas.texts)}>
        <Suspense fallback={<p>加载中</p>}>
          <Page />
          <Page />
        </Suspense>
      </Refine>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => load.resolve([TEXTS]));
    expect(await screen.findAllByRole('heading', { name: '仓库 3' })).toHaveLength(2);
    expect(areas.texts['en-US']['depot.title']).toBe('Depot {{n}}');
    await areas.preloadTexts();
    expect(loads).toBe(1);
  });

  it('checks lazily loaded texts as it checks the eager ones, and tries a failed load again', async () => {
    let fail = true;
    const clash = defineAppArea({
      name: 'clash',
      loadTexts: async () => {
        if (fail) throw new Error('chunk failed');
        return [{ zh: { 'buttons.save': '存' }, en: { 'buttons.save': 'Save' } }];
      },
    });
    const areas = joinAppAreas([...APP_AREAS, clash]);
    await expect(areas.preloadTexts()).rejects.toThrow('chunk failed');
    fail = false;
    await expect(areas.preloadTexts()).rejects.toThrow("app areas: text 'buttons.save' of 'clash' is already the core's");
    const halfEnglish = joinAppAreas([...APP_AREAS, defineAppArea({ name: 'half', loadTexts: async () => [{ zh: { 'half.a': '甲' }, en: {} }] })]);
    await expect(halfEnglish.preloadTexts()).rejects.toThrow("app areas: text 'half.a' of 'half' has no en-US");
  });

  it("every area's texts, eager and loaded, join without a clash and in both languages", async () => {
    const areas = joinAppAreas(APP_AREAS);
    const before = Object.keys(areas.texts['zh-CN']).length;
    await areas.preloadTexts();
    const zh = Object.keys(areas.texts['zh-CN']);
    expect(zh.length).toBeGreaterThan(before);
    expect(zh.sort()).toEqual(Object.keys(areas.texts['en-US']).sort());
    // the file library's texts are loaded, not in the entry
    expect(APP_AREAS.find((a) => a.name === 'oss')).not.toHaveProperty('texts');
    expect(zh.some((key) => key.startsWith('oss.'))).toBe(true);
  });
});
