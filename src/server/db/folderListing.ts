import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Modules the server finds by listing folders, not by a hand-kept list: the migrations
 * (src/server/db/migrations/*.ts; the areas' seed modules are named by each area's entry). Run from source (tsx, vitest), the
 * folders are read; in the server bundle the build writes the listings in (src/server/buildServer.mjs
 * defines `__DB_FOLDER_LISTINGS__`), because dist/ holds no source files. Either way the same
 * pattern picks the modules.
 * The modules themselves are loaded by `import(\`<folder>/${name}.ts\`)` at the caller, which
 * esbuild turns into one chunk per matching file.
 */
export const LISTED_FOLDERS = {
  /** `yyyy_mm_dd_nnnn_name.ts` in src/server/db/migrations. */
  migrations: { dir: 'migrations', nested: false, pattern: /^\d{4}_\d{2}_\d{2}_\d{4}_[a-z0-9_]+\.ts$/ },
} as const;

export type ListedFolder = keyof typeof LISTED_FOLDERS;

declare const __DB_FOLDER_LISTINGS__: Readonly<Record<ListedFolder, readonly string[]>> | undefined;

/** The module names (paths without `.ts`, relative to the folder) of a listed folder, sorted; `files` lists its files. */
export function moduleNamesOf(folder: ListedFolder, files: readonly string[]): string[] {
  return files.filter((f) => LISTED_FOLDERS[folder].pattern.test(f)).map((f) => f.slice(0, -'.ts'.length)).sort();
}

/** Every file of a folder given by its path, as `name` or `sub/name` one level deep for a nested folder. */
export function filesOf(dirPath: string, nested: boolean): string[] {
  if (!nested) return readdirSync(dirPath).sort();
  const files: string[] = [];
  for (const entry of readdirSync(dirPath, { withFileTypes: true })) {
    if (entry.isDirectory()) for (const f of readdirSync(`${dirPath}/${entry.name}`)) files.push(`${entry.name}/${f}`);
  }
  return files.sort();
}

/** The module names of a listed folder, as `moduleNamesOf` says. */
export function listFolder(folder: ListedFolder): string[] {
  // `here` is not written inline: Vite (vitest's ui project) rewrites `new URL(\`…${x}\`, import.meta.url)` into an asset look-up
  const here = import.meta.url;
  const { dir, nested } = LISTED_FOLDERS[folder];
  const files = typeof __DB_FOLDER_LISTINGS__ !== 'undefined' ? __DB_FOLDER_LISTINGS__[folder] : filesOf(fileURLToPath(new URL(`./${dir}/`, here)), nested);
  return moduleNamesOf(folder, files);
}

/**
 * The value of `__DB_FOLDER_LISTINGS__` for a bundle of the server built from the repository root
 * (buildServer.mjs writes the same; the trust tests' child server bundles with it too).
 */
export const folderListingsDefine = (): string =>
  JSON.stringify(Object.fromEntries(Object.entries(LISTED_FOLDERS).map(([folder, { dir, nested }]) => [folder, filesOf(`src/server/db/${dir}`, nested)])));
