import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { antdComponentsUsed, extractAntdCss } from '../../build/patches/antdStaticStyle.ts';
import { PRIMARY_COLOR } from '../../src/app/theme.ts';

const env = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = env;
});

/** The cache paths the file maps (component part only), from its `.data-ant-cssinjs-cache-path` rule. */
const pathsOf = (css: string): string[] => {
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)?.[1] ?? '';
  return map.split(';').map((entry) => entry.split(':')[0].split('|').slice(1).join('|'));
};

describe('antd static stylesheet (build/patches/antdStaticStyle.ts)', () => {
  it('finds the antd components a source tree imports by value, aliases and types aside', () => {
    const dir = mkdtempSync(join(tmpdir(), 'antd-used-'));
    mkdirSync(join(dir, 'pages'));
    writeFileSync(join(dir, 'a.tsx'), "import { Button, Table as T, type TableProps } from 'antd';\nimport { Tag } from 'antd';\n");
    writeFileSync(join(dir, 'pages', 'b.ts'), "import type { FormInstance } from 'antd';\nimport { theme, Select } from 'antd';\nimport x from 'antd-mobile';\n");
    writeFileSync(join(dir, 'c.tsx'), '// antd-static-style: Badge, Menu (a light stand-in renders their markup)\n');
    expect(antdComponentsUsed(dir)).toEqual(['Badge', 'Button', 'Menu', 'Select', 'Table', 'Tag']);
  });

  it('the app imports the components of its first screens', () => {
    const used = antdComponentsUsed(join(__dirname, '../../src/app'));
    for (const name of ['Button', 'Layout', 'Menu', 'Table', 'Tag', 'Select', 'Form', 'Drawer']) expect(used).toContain(name);
    // the light stand-ins name the components whose markup they render
    expect(antdComponentsUsed(join(__dirname, '../../src/app/ui'))).toEqual(['Tag']);
  });

  it('extracts production class names and maps every style it holds, sub-components and popups included', async () => {
    process.env.NODE_ENV = 'production';
    const css = await extractAntdCss(['Button', 'Input', 'Tag', 'Table', 'Drawer', 'Tooltip']);
    expect(css).not.toContain('css-dev-only');
    expect(css).toMatch(/:where\(\.css-[a-z0-9]+\)\.ant-btn/);
    const paths = pathsOf(css);
    for (const path of ['Button-Button|ant-btn|anticon', 'Input-TextArea|ant-input|anticon', 'Table-Table|ant-table|anticon', 'Pagination-Pagination|ant-pagination|anticon', 'Drawer-Drawer|ant-drawer|anticon', 'Tooltip-Tooltip|ant-tooltip|anticon', 'Message-Message|ant-message|anticon']) {
      expect(paths).toContain(path);
    }
    // one theme only (the app's): every path starts with the same token hash, and its colours are the app's
    expect(css).toContain(`.ant-btn-color-primary{color:${PRIMARY_COLOR};`);
    const tokens = new Set(/content:"([^"]*)"/.exec(css)![1].split(';').map((entry) => entry.split('|')[0]));
    expect(tokens.size).toBe(1);
  }, 30_000); // renders six components to strings: seconds on a busy machine

  it('refuses to run outside production, where antd names its classes differently', async () => {
    process.env.NODE_ENV = 'development';
    await expect(extractAntdCss(['Button'])).rejects.toThrow(/production/);
  });
});
