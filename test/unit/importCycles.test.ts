import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 17: no import cycle in the app, the server or the declarations. A cycle makes a module's
 * value depend on which file was loaded first. Type-only imports (`import type`, and an import
 * whose every name is `type X`) vanish at build time and are not edges.
 */
const root = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const resolveImport = (from: string, spec: string): string | null => {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
};

/** The relative value imports of a file: `import … from`, `export … from` and bare `import '…'`. */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s+from\s+['"](\.[^'"]+)['"]/gm)) {
    const [, typeOnly, names, spec] = m;
    const braces = /^\{([^}]*)\}$/.exec(names.trim());
    const allTypes = braces !== null && braces[1].split(',').map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith('type '));
    if (!typeOnly && !allTypes) specs.push(spec);
  }
  for (const m of text.matchAll(/^\s*import\s+['"](\.[^'"]+)['"]/gm)) specs.push(m[1]);
  return specs.map((s) => resolveImport(file, s)).filter((p): p is string => p !== null);
}

/** Strongly connected groups of more than one file (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.map((p) => relative(root, p)).sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('import cycles', () => {
  const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'resources'))];
  const graph = new Map(files.map((f) => [f, valueImports(f)]));

  it('reads the source tree', () => {
    expect(files.length).toBeGreaterThan(200);
    expect([...graph.values()].flat().length).toBeGreaterThan(500);
  });

  it('finds a cycle when there is one', () => {
    expect(cycles(new Map([['/a.ts', ['/b.ts']], ['/b.ts', ['/c.ts']], ['/c.ts', ['/a.ts']], ['/d.ts', ['/a.ts']]]))).toHaveLength(1);
  });

  it('none in src/ and resources/', () => {
    expect(cycles(graph)).toEqual([]);
  });
});
