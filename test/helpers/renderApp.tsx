import { render, type RenderResult } from '@testing-library/react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { AppAreaSet } from '../../src/app/appArea.ts';
import { App } from '../../src/app/App.tsx';
import { appAreaSet } from '../../src/app/composition.ts';

/**
 * antd's styles without their hash scope (`:where(.css-…)` before every selector), for jsdom only.
 * Most of a ui test's time is jsdom's getComputedStyle (Testing Library's role queries ask it
 * whether each element is hidden), which matches every antd rule against the element, and
 * jsdom's selector engine is about twice as slow on the scoped selectors. The rules that apply
 * are the same (every antd element carries the hash class, and `:where()` adds no specificity);
 * App's own ConfigProvider inherits `hashed` and sets everything else. The hash itself is tested
 * where it matters: the light stand-ins (lightParts, searchStandIns, inlineMenu) and the build's
 * static stylesheet (antdStaticStyle).
 */
const JSDOM_THEME: ThemeConfig = { hashed: false };

/** Renders the whole app at `path` (BrowserRouter reads jsdom's location), with the app's areas or a test's own. */
export function renderApp(path: string, areas: AppAreaSet = appAreaSet()): RenderResult {
  window.history.replaceState(null, '', path);
  return render(
    <ConfigProvider theme={JSDOM_THEME}>
      <App areas={areas} />
    </ConfigProvider>,
  );
}

/** The current location of the app, path and search. */
export const currentUrl = (): string => `${window.location.pathname}${window.location.search}`;
