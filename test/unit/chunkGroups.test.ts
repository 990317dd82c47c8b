import { describe, expect, it } from 'vitest';
import { chunkGroupsOf, usedClosure, type ModuleGraph } from '../../build/patches/chunkGroups.ts';

/** A module graph as rolldown's chunking sees it: each module's code and resolved static imports. */
const graphOf = (modules: Record<string, { code: string; imports?: string[] }>): ModuleGraph => ({
  getModuleInfo: (id) => (modules[id] ? { code: modules[id].code, importedIds: modules[id].imports ?? [] } : null),
});

const NM = '/app/node_modules';

/** A package whose index re-exports three components, each in a file of its own. */
const ui = {
  [`${NM}/ui/es/index.js`]: {
    code: "\"use client\";\nexport { default as Table } from './table';\nexport { default as Tag } from './tag';\nexport * from './icons';",
    imports: [`${NM}/ui/es/table/index.js`, `${NM}/ui/es/tag/index.js`, `${NM}/ui/es/icons.js`],
  },
  [`${NM}/ui/es/table/index.js`]: { code: "import Spin from '../spin';\nexport default function Table() { return Spin; }", imports: [`${NM}/ui/es/spin.js`] },
  [`${NM}/ui/es/spin.js`]: { code: 'export default 1;' },
  [`${NM}/ui/es/tag/index.js`]: { code: 'export default 2;' },
  [`${NM}/ui/es/icons.js`]: { code: "export { default as Plus } from './icons/plus';\nexport { default as Minus } from './icons/minus';", imports: [`${NM}/ui/es/icons/plus.js`, `${NM}/ui/es/icons/minus.js`] },
  [`${NM}/ui/es/icons/plus.js`]: { code: 'export default 3;' },
  [`${NM}/ui/es/icons/minus.js`]: { code: 'export default 4;' },
};

describe('chunk groups (build/patches/chunkGroups.ts)', () => {
  it("follows the names a module imports through a package's index, not every re-export", () => {
    const graph = graphOf({
      ...ui,
      '/app/src/page.tsx': { code: "import { Table, type TableProps } from 'ui';\nimport type { X } from './x';\nexport const page: TableProps = Table;", imports: [`${NM}/ui/es/index.js`] },
    });
    const used = usedClosure(graph, ['/app/src/page.tsx']);
    // icons.js is asked for Table through `export *` (it has none): a module of re-exports only,
    // and none of its own re-exports is followed
    expect([...used].sort()).toEqual([`${NM}/ui/es/icons.js`, `${NM}/ui/es/index.js`, `${NM}/ui/es/spin.js`, `${NM}/ui/es/table/index.js`, '/app/src/page.tsx']);
  });

  it('passes a name on through `export *`, and a namespace import takes everything', () => {
    const one = usedClosure(graphOf({ ...ui, '/app/src/a.ts': { code: "import { Plus } from 'ui';\nexport default Plus;", imports: [`${NM}/ui/es/index.js`] } }), ['/app/src/a.ts']);
    expect(one.has(`${NM}/ui/es/icons/plus.js`)).toBe(true);
    expect(one.has(`${NM}/ui/es/icons/minus.js`)).toBe(false);
    expect(one.has(`${NM}/ui/es/tag/index.js`)).toBe(false);
    const all = usedClosure(graphOf({ ...ui, '/app/src/b.ts': { code: "import * as UI from 'ui';\nexport default UI;", imports: [`${NM}/ui/es/index.js`] } }), ['/app/src/b.ts']);
    for (const id of Object.keys(ui)) expect(all.has(id)).toBe(true);
  });

  it('tells a package path from its bare name when a module imports both', () => {
    const graph = graphOf({
      ...ui,
      [`${NM}/ui/es/locale/zh.js`]: { code: 'export default {};' },
      '/app/src/app.tsx': { code: "import { Tag } from 'ui';\nimport zh from 'ui/es/locale/zh';\nexport default [Tag, zh];", imports: [`${NM}/ui/es/locale/zh.js`, `${NM}/ui/es/index.js`] },
    });
    const used = usedClosure(graph, ['/app/src/app.tsx']);
    expect(used.has(`${NM}/ui/es/locale/zh.js`)).toBe(true);
    expect(used.has(`${NM}/ui/es/tag/index.js`)).toBe(true);
    expect(used.has(`${NM}/ui/es/table/index.js`)).toBe(false);
  });

  it('takes all of what it cannot read: CommonJS, and imports it cannot match to a source', () => {
    const graph = graphOf({
      ...ui,
      '/app/src/c.ts': { code: "import x from 'aliased';\nexport default x;", imports: [`${NM}/ui/es/index.js`] },
      [`${NM}/cjs/index.js`]: { code: "module.exports = require('./dep');", imports: [`${NM}/cjs/dep.js`] },
      [`${NM}/cjs/dep.js`]: { code: 'module.exports = 1;' },
      '/app/src/d.ts': { code: "import c from 'cjs';\nexport default c;", imports: [`${NM}/cjs/index.js`] },
    });
    // 'aliased' resolved to ui's index under another name: all of ui
    expect(usedClosure(graph, ['/app/src/c.ts']).has(`${NM}/ui/es/icons/minus.js`)).toBe(true);
    expect(usedClosure(graph, ['/app/src/d.ts']).has(`${NM}/cjs/dep.js`)).toBe(true);
  });

  it('puts the entry’s modules in boot, what the login page shares with the layout or list in shared, and leaves the roots their own chunks', () => {
    const graph = graphOf({
      ...ui,
      '/app/src/main.tsx': { code: "import { Tag } from 'ui';\nexport default Tag;", imports: [`${NM}/ui/es/index.js`] },
      '/app/src/Login.tsx': { code: "import { Plus } from 'ui';\nexport default Plus;", imports: [`${NM}/ui/es/index.js`] },
      '/app/src/Layout.tsx': { code: "import { Plus, Minus } from 'ui';\nexport default [Plus, Minus];", imports: [`${NM}/ui/es/index.js`] },
      '/app/src/List.tsx': { code: "import { Table, Minus } from 'ui';\nexport default [Table, Minus];", imports: [`${NM}/ui/es/index.js`] },
    });
    const groupOf = chunkGroupsOf({ entry: '/app/src/main.tsx', layout: ['/app/src/Layout.tsx'], list: ['/app/src/List.tsx'], bare: ['/app/src/Login.tsx'] });
    expect(groupOf(`${NM}/ui/es/tag/index.js`, graph)).toBe('boot');
    expect(groupOf(`${NM}/ui/es/icons/plus.js`, graph)).toBe('shared'); // the login page needs it, and the layout
    expect(groupOf(`${NM}/ui/es/icons/minus.js`, graph)).toBe('layout'); // layout and list: the layout's
    expect(groupOf(`${NM}/ui/es/table/index.js`, graph)).toBe('list');
    expect(groupOf(`${NM}/ui/es/spin.js`, graph)).toBe('list');
    expect(groupOf('/app/src/Layout.tsx', graph)).toBeNull();
    expect(groupOf('/app/src/List.tsx', graph)).toBeNull();
    expect(groupOf('/app/src/other.tsx', graph)).toBeNull();
  });
});
