import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst, type Plugin } from 'vite';
import { counted } from './counted.ts';
import { countHits } from './hits.ts';

/**
 * How the build cuts the app into chunks (rolldown's `codeSplitting.groups`; reasons and
 * measurements: docs/decisions.md, "Fewer, larger chunks"; its measured worth:
 * build/patches/manifest.ts).
 *
 * Left to itself the bundler makes one chunk per set of pages that share a module: a list page
 * loaded 56 files, most of them a few KiB (an icon, `KeyCode`, `useZIndex`). Each file costs the
 * browser's main thread its own fetch, compile and module-linking tasks. Four groups take the
 * files of the first screen together:
 *
 * - `boot`: what the entry imports — every page needs it, so it is one file;
 * - `shared`: what the login page needs beyond boot that the layout or the list needs too — the
 *   login page needs all of it, so it loads nothing more than before (left to the bundler, these
 *   were 12 small files on /login and on the list route, among them single icons);
 * - `layout`: what the layout needs beyond that, except what the login page needs too —
 *   /login, which has no layout, must not load it;
 * - `list`: what the list page needs beyond the two, except what the login page needs.
 *
 * Everything else is left to the bundler's own chunking: the other pages, the parts that load
 * beside the list without holding up its rows (the tab bar, the date-range input), and what the
 * login page alone needs.
 *
 * "Needs" follows the names a module imports, not every module a package's index re-exports:
 * `import { Table } from 'antd'` needs antd's table, not the whole of antd (usedClosure).
 */

/** What rolldown's chunking passes to a group's `name`. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

export interface GroupRoots {
  /** The app's entry module. */
  entry: string;
  /** Modules that are loaded with the layout (the layout itself first). */
  layout: string[];
  /** Modules that are loaded with the list page (the page itself first). */
  list: string[];
  /** Pages that are opened without the layout, whose imports stay out of the groups. */
  bare: string[];
}

/** Every export of a module. */
const ALL = '*';

interface Edge {
  source: string;
  /** The names taken from `source` (ALL for a namespace import or `export *`). */
  names: string[];
  /** A re-export: followed only for the names asked of this module (`exported` → `names`). */
  reexport?: { exported: string[] };
}

/** The import and re-export edges of a module's code, and whether it has code of its own. */
function edgesOf(code: string, id: string): { edges: Edge[]; ownCode: boolean } | null {
  let body;
  try {
    body = parseAst(code, { lang: /\.tsx$/.test(id) ? 'tsx' : /\.ts$/.test(id) ? 'ts' : 'jsx' }, id).body;
  } catch {
    return null;
  }
  const edges: Edge[] = [];
  let ownCode = false;
  for (const s of body) {
    if (s.type === 'ImportDeclaration') {
      if (s.importKind === 'type') continue;
      const names = s.specifiers.map((x) =>
        x.type === 'ImportDefaultSpecifier' ? 'default' : x.type === 'ImportNamespaceSpecifier' ? ALL : x.imported.type === 'Identifier' ? x.imported.name : String(x.imported.value),
      );
      // a bare `import './x'` runs the module for its effects: all of it
      edges.push({ source: s.source.value, names: names.length ? names : [ALL] });
    } else if (s.type === 'ExportNamedDeclaration' && s.source) {
      for (const x of s.specifiers) {
        const local = x.local.type === 'Identifier' ? x.local.name : String(x.local.value);
        const exported = x.exported.type === 'Identifier' ? x.exported.name : String(x.exported.value);
        edges.push({ source: s.source.value, names: [local], reexport: { exported: [exported] } });
      }
    } else if (s.type === 'ExportAllDeclaration') {
      edges.push({ source: s.source.value, names: [ALL], reexport: { exported: [ALL] } });
    } else if (!(s.type === 'ExpressionStatement' && s.directive)) ownCode = true;
  }
  return { edges, ownCode };
}

/**
 * Which of `importedIds` each source string names: a relative path by its file, a package path
 * by its prefix, and a package's bare name by what is left of that package once its paths are
 * taken (`antd` beside `antd/es/locale/zh_CN`).
 */
function resolveSources(from: string, sources: readonly string[], importedIds: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const taken = new Set<string>();
  const claim = (source: string, id: string | undefined): void => {
    if (id === undefined) return;
    out.set(source, id);
    taken.add(id);
  };
  const packageOf = (source: string): string => source.split('/').slice(0, source.startsWith('@') ? 2 : 1).join('/');
  for (const source of sources) {
    if (source.startsWith('.')) {
      const base = resolve(dirname(from), source);
      claim(source, importedIds.find((id) => id === base || id.startsWith(`${base}.`) || id.startsWith(`${base}/index.`)));
    } else if (source !== packageOf(source)) {
      claim(source, importedIds.find((id) => id.includes(`/node_modules/${source}.`) || id.includes(`/node_modules/${source}/index.`) || id.endsWith(`/node_modules/${source}`)));
    }
  }
  for (const source of sources) {
    if (source.startsWith('.') || source !== packageOf(source)) continue;
    const left = importedIds.filter((id) => !taken.has(id) && id.includes(`/node_modules/${source}/`));
    if (left.length === 1) claim(source, left[0]);
  }
  return out;
}

/**
 * Every module `roots` need, following only the names each import takes: a module that only
 * re-exports (a package's index) passes on just the names asked of it. Over-approximates where
 * it cannot tell (a CommonJS module, an import it cannot resolve, code it cannot parse: all of
 * its imports), so a module is at worst put in a group a page did not need.
 */
export function usedClosure(graph: ModuleGraph, roots: readonly string[], read: ModuleReader = moduleReader(graph)): Set<string> {
  const asked = new Map<string, Set<string>>();
  const stack: [string, string[]][] = roots.map((r) => [r, [ALL]]);
  while (stack.length) {
    const [id, names] = stack.pop() as [string, string[]];
    const seen = asked.get(id) ?? new Set<string>();
    const fresh = names.filter((n) => !seen.has(n) && !seen.has(ALL));
    if (asked.has(id) && !fresh.length) continue;
    const first = !asked.has(id);
    for (const n of fresh) seen.add(n);
    asked.set(id, seen);
    const module = read(id);
    if (!module) continue;
    if (!module.edges) {
      // CommonJS, or unreadable: everything it imports
      if (first) for (const next of module.importedIds) stack.push([next, [ALL]]);
      continue;
    }
    for (const edge of module.edges) {
      const target = module.targets.get(edge.source);
      if (!target) continue;
      if (edge.reexport) {
        const wanted = fresh.includes(ALL) ? edge.names : edge.reexport.exported[0] === ALL ? fresh : fresh.filter((n) => edge.reexport?.exported.includes(n));
        if (wanted.length) stack.push([target, edge.reexport.exported[0] === ALL ? wanted : edge.names]);
      } else if (first && (module.ownCode || fresh.length)) stack.push([target, edge.names]);
    }
    // imports it could not match to a source (aliases, generated code): all of them
    if (first) for (const next of module.unmatched) stack.push([next, [ALL]]);
  }
  return new Set(asked.keys());
}

/** One module as the closure reads it. */
interface ReadModule {
  importedIds: readonly string[];
  /** null: CommonJS or unreadable. */
  edges: Edge[] | null;
  ownCode: boolean;
  /** Each import source's module. */
  targets: Map<string, string>;
  /** Imported modules no source names. */
  unmatched: string[];
}

type ModuleReader = (id: string) => ReadModule | null;

/** Reads (parses) each module once, for all the closures of one build. */
function moduleReader(graph: ModuleGraph): ModuleReader {
  const cache = new Map<string, ReadModule | null>();
  return (id) => {
    if (cache.has(id)) return cache.get(id) ?? null;
    const info = graph.getModuleInfo(id);
    let read: ReadModule | null = null;
    if (info) {
      // a file without import or export is CommonJS (or empty): nothing to parse
      const parsed = info.code && /\b(?:import|export)\b/.test(info.code) ? edgesOf(info.code, id) : null;
      const targets = parsed ? resolveSources(id, [...new Set(parsed.edges.map((e) => e.source))], info.importedIds) : new Map<string, string>();
      const matched = new Set(targets.values());
      read = {
        importedIds: [...info.importedIds],
        edges: parsed?.edges ?? null,
        ownCode: parsed?.ownCode ?? true,
        targets,
        unmatched: info.importedIds.filter((next) => !matched.has(next)),
      };
    }
    cache.set(id, read);
    return read;
  };
}

/** The group of one module, or null to leave it to the bundler. */
export type GroupOf = (id: string, graph: ModuleGraph) => string | null;

/** The grouping rule above, for `roots`; the closures are computed once per build. */
export function chunkGroupsOf(roots: GroupRoots): GroupOf {
  let sets: { boot: Set<string>; layout: Set<string>; list: Set<string>; bare: Set<string> } | undefined;
  return (id, graph) => {
    if (!sets) {
      const read = moduleReader(graph);
      sets = {
        boot: usedClosure(graph, [roots.entry], read),
        layout: usedClosure(graph, roots.layout, read),
        list: usedClosure(graph, roots.list, read),
        bare: usedClosure(graph, roots.bare, read),
      };
    }
    // a lazily loaded module keeps a chunk of its own (the page's chunk the manifest names)
    if (roots.layout.includes(id) || roots.list.includes(id)) return null;
    if (sets.boot.has(id)) return 'boot';
    if (sets.bare.has(id)) return sets.layout.has(id) || sets.list.has(id) ? 'shared' : null;
    if (sets.layout.has(id)) return 'layout';
    if (sets.list.has(id)) return 'list';
    return null;
  };
}

const app = (path: string): string => fileURLToPath(new URL(`../../src/app/${path}`, import.meta.url));

/** This app's roots (the modules pageComponents.ts and lazyParts.ts import lazily). */
export const APP_GROUP_ROOTS: GroupRoots = {
  entry: app('main.tsx'),
  layout: [app('shell/AppLayout.tsx')],
  list: [app('schema/SchemaListPage.tsx')],
  bare: [app('pages/LoginPage.tsx')],
};

/** The groups, in the order the rule tries them. */
const GROUPS = ['boot', 'shared', 'layout', 'list'] as const;

/**
 * The plugin: rolldown's `codeSplitting.groups` for `roots`. Counted: a group no module falls
 * into (a root moved, an import the rule no longer follows) fails the build.
 */
export function chunkGroups(roots: GroupRoots = APP_GROUP_ROOTS): Plugin {
  const hits = countHits('chunkGroups', GROUPS);
  return counted(hits, {
    name: 'patch:chunkGroups',
    apply: 'build',
    config() {
      // worked out once per build
      const groupOf = chunkGroupsOf(roots);
      const name: GroupOf = (id, graph) => {
        const group = groupOf(id, graph);
        if (group) hits.hit(group);
        return group;
      };
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name, debugName: 'app-groups' }], includeDependenciesRecursively: false } },
          },
        },
      };
    },
  }, 'generateBundle');
}
