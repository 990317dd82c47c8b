import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { APP_THEME } from '../../src/app/theme.ts';
import { counted } from './counted.ts';
import { countHits } from './hits.ts';

/**
 * antd's styles as a static stylesheet, written by the build (antd's "whole export" for
 * server-side rendering, used here without a server render).
 *
 * antd 5 makes its CSS in the browser: on the first render of each component it computes the
 * style object, serialises and hashes it and inserts a `<style>` (≈ 1.3 s of a list page's first
 * load at 4× CPU). The build renders every antd component the app imports into
 * @ant-design/cssinjs's cache, writes the extracted CSS to `assets/antd-<hash>.css` and links it
 * first in `<head>`. The file ends with the `.data-ant-cssinjs-cache-path` rule that maps each
 * style's cache path to its hash: cssinjs reads it once and then skips making any style the file
 * already has. A style missing from the file (a component only rendered inside a popup, say) is
 * still made in the browser as before, so the file can only save work, never lose a style.
 *
 * It holds for one theme (the cache paths contain the theme's hash): the app's (src/app/theme.ts),
 * which App.tsx gives antd at run time. Build only; `vite` (development) and the tests make their
 * styles in the browser as before.
 */

type Element = unknown;
type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => Element;
type Antd = Record<string, unknown>;

/**
 * The antd components the app imports by value (`import { Button, Table } from 'antd'`), and
 * those a file names in an `antd-static-style: Tag, Menu` comment: a light stand-in that renders
 * antd's markup without importing the component (ui/LightTag.tsx) still needs its styles.
 */
export function antdComponentsUsed(dir: string): string[] {
  const names = new Set<string>();
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const m of readFileSync(path, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
          for (const part of m[1].split(',')) {
            const name = part.trim().split(/\s+as\s+/)[0];
            if (/^[A-Z]/.test(name)) names.add(name);
          }
        }
        for (const m of readFileSync(path, 'utf8').matchAll(/antd-static-style:\s*([A-Z][A-Za-z]*(?:\s*,\s*[A-Z][A-Za-z]*)*)/g)) {
          for (const name of m[1].split(',')) names.add(name.trim());
        }
      }
    }
  };
  walk(dir);
  return [...names].sort();
}

/** Props that make a component render the parts whose styles it registers. */
const customRender: Record<string, (C: unknown, h: H, antd: Antd) => Element> = {
  Dropdown: (C, h) => h(C, { menu: { items: [{ key: 'a', label: 'a' }] } }, h('span')),
  Menu: (C, h) => h(C, { mode: 'inline', items: [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }] }),
  Table: (C, h) =>
    h(C, {
      rowKey: 'id',
      columns: [{ title: 'a', dataIndex: 'a', sorter: true }, { title: 'b', dataIndex: 'b', fixed: 'right' }],
      dataSource: [{ id: 1, a: 1, b: 2 }],
      scroll: { x: 800 },
      pagination: { total: 200, showSizeChanger: true, showQuickJumper: true },
      expandable: { expandedRowRender: () => null },
    }),
  Form: (C, h) => h(C, null, h((C as { Item: unknown }).Item, { label: 'a', name: 'a' }, h('input'))),
  Layout: (C, h) => h(C, null, h((C as { Sider: unknown }).Sider), h((C as { Header: unknown }).Header), h((C as { Content: unknown }).Content)),
  Tabs: (C, h) => h(C, { items: [{ key: 'a', label: 'a' }] }),
  Breadcrumb: (C, h) => h(C, { items: [{ title: 'a' }, { title: 'b' }] }),
  Descriptions: (C, h) => h(C, { bordered: true, items: [{ label: 'a', children: 'b' }] }),
  // sub-components with styles of their own
  Input: (C, h) => {
    const I = C as { TextArea: unknown; Password: unknown; Search: unknown; OTP: unknown };
    return h('span', null, h(C), h(I.TextArea), h(I.Password), h(I.Search));
  },
  Space: (C, h) => h('span', null, h(C, null, 'a'), h((C as { Compact: unknown }).Compact, null, h('span'))),
  // preset colours and statuses are styles of their own
  Tag: (C, h) => h('span', null, h(C), h(C, { color: 'blue' }), h(C, { color: 'success' })),
  // rendered in place; their "pure panels" use a theme of their own (other cache paths)
  Modal: (C, h) => h(C, { open: true, getContainer: false, title: 'a' }, 'a'),
  Drawer: (C, h) => h(C, { open: true, getContainer: false, title: 'a' }, 'a'),
};

/** Popups rendered by their panel (a popup itself renders nothing on the server). */
const AS_PANEL = new Set(['Tooltip', 'Popover', 'Popconfirm', 'message', 'notification']);

/** The components the file never renders: providers, and objects that are no component. */
const NOT_RENDERED = new Set(['ConfigProvider', 'Grid', 'theme']);

/** Extracts the CSS of `names` (the app's theme, production class names). */
export async function extractAntdCss(names: string[]): Promise<string> {
  if (process.env.NODE_ENV !== 'production') throw new Error('antd static style: NODE_ENV must be production (class names differ otherwise)');
  const [{ createCache, extractStyle, StyleProvider }, antd, React, { renderToString }] = await Promise.all([
    import('@ant-design/cssinjs'),
    import('antd') as Promise<unknown> as Promise<Antd>,
    import('react'),
    import('react-dom/server'),
  ]);
  const h = React.createElement as unknown as H;
  const panel = (C: unknown): unknown => (C as { _InternalPanelDoNotUseOrYouWillBeFired: unknown })._InternalPanelDoNotUseOrYouWillBeFired;
  // message and notification come with App.useApp(); Table brings Pagination, Empty and Spin
  const rendered = [...names.filter((n) => !NOT_RENDERED.has(n) && antd[n]), 'message', 'notification', 'Pagination', 'Empty', 'Spin'];
  const nodes = [...new Set(rendered)].map((name) => {
    const C = antd[name];
    const node = customRender[name]?.(C, h, antd) ?? (AS_PANEL.has(name) ? h(panel(C)) : h(C));
    return h(React.Fragment, { key: name }, node);
  });
  const cache = createCache();
  renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: APP_THEME }, ...nodes)) as Parameters<typeof renderToString>[0]);
  return extractStyle(cache, true);
}

/** The Vite plugin: emits `assets/antd-<hash>.css` and links it first in index.html's `<head>`. */
export function antdStaticStyle(appDir: string): Plugin {
  let fileName = '';
  const hits = countHits('antdStaticStyle', ['antd components the app imports', 'cache-path map of the extracted CSS']);
  return counted(hits, {
    name: 'patch:antdStaticStyle',
    apply: 'build',
    async buildStart() {
      const names = antdComponentsUsed(appDir);
      if (names.length) hits.hit('antd components the app imports');
      const css = await extractAntdCss(names);
      // cssinjs reads this rule to skip the styles the file holds: without it the file saves nothing
      if (css.includes('.data-ant-cssinjs-cache-path{content:"') && !css.includes('.data-ant-cssinjs-cache-path{content:""')) hits.hit('cache-path map of the extracted CSS');
      fileName = `assets/antd-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}` }, injectTo: 'head-prepend' }],
    },
  });
}
