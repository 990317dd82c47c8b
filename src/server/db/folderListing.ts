import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Folders of src/server/db whose modules are found by listing the folder, not by a hand-kept
 * list: the migrations and the areas' seed modules. Run from source (tsx, vitest), the folder is
 * read; in the server bundle the build writes the folders' file names in (src/server/buildServer.mjs
 * defines `__DB_FOLDER_LISTINGS__`), because dist/ holds no source files. Either way the same
 * pattern picks the modules.
 * The modules themselves are loaded by `import(\`./<folder>/${name}.ts\`)` at the caller, which
 * esbuild turns into one chunk per file of the folder.
 */
export const LISTED_FOLDERS = { migrations: /^\d{4}_\d{2}_\d{2}_\d{4}_[a-z0-9_]+\.ts$/, areas: /^[a-z][A-Za-z0-9]*Seed\.ts$/ } as const;

export type ListedFolder = keyof typeof LISTED_FOLDERS;

declare const __DB_FOLDER_LISTINGS__: Readonly<Record<ListedFolder, readonly string[]>> | undefined;

/** The module names (file names without `.ts`) of a listed folder, sorted; `files` lists the folder's file names. */
export function moduleNamesOf(folder: ListedFolder, files: readonly string[]): string[] {
  return files.filter((f) => LISTED_FOLDERS[folder].test(f)).map((f) => f.slice(0, -'.ts'.length)).sort();
}

/** The module names of a folder of src/server/db, as `moduleNamesOf` says. */
export function listFolder(folder: ListedFolder): string[] {
  // `here` is not written inline: Vite (vitest's ui project) rewrites `new URL(\`…${x}\`, import.meta.url)` into an asset look-up
  const here = import.meta.url;
  const files = typeof __DB_FOLDER_LISTINGS__ !== 'undefined' ? __DB_FOLDER_LISTINGS__[folder] : readdirSync(fileURLToPath(new URL(`./${folder}/`, here)));
  return moduleNamesOf(folder, files);
}

/**
 * The value of `__DB_FOLDER_LISTINGS__` for a bundle of the server built from the repository root
 * (buildServer.mjs writes the same; the trust tests' child server bundles with it too).
 */
export const folderListingsDefine = (): string =>
  JSON.stringify(Object.fromEntries(Object.keys(LISTED_FOLDERS).map((folder) => [folder, readdirSync(`src/server/db/${folder}`).sort()])));
