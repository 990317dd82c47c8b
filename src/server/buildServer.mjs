import { readdirSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * `npm run build` (after `vite build`, which empties dist/): the server as an ES module,
 * dist/server/main.js, that `npm run serve` runs with plain node — no TypeScript transform and
 * no resolution of hundreds of files at start. Left outside the bundle: better-sqlite3 (native)
 * and the libraries loaded lazily by the handlers that need them (mail, templates, uploads).
 * Split: a module the server imports lazily (`import('./templateHtml.ts')`) becomes a chunk of
 * its own (dist/server/chunks/), so the libraries it imports load with it, not at start — in one
 * file, esbuild hoists them to the top and sanitize-html alone cost ≈ 75 ms of every start.
 */
/**
 * The file names of the folders whose modules the server finds by listing them (the migrations:
 * src/server/db/folderListing.ts); the bundle cannot read src/ at run time.
 */
const filesOf = (dir, nested) =>
  nested ? readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).flatMap((e) => readdirSync(`${dir}/${e.name}`).map((f) => `${e.name}/${f}`)).sort() : readdirSync(dir).sort();
// the folders of LISTED_FOLDERS in folderListing.ts
const listings = { migrations: filesOf('src/server/db/migrations', false) };

await build({
  entryPoints: ['src/server/main.ts'],
  outdir: 'dist/server',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['better-sqlite3', 'nodemailer', 'sanitize-html', 'mustache', 'file-type', '@node-rs/jieba', 'unpdf', 'mammoth'],
  // bundled CommonJS code may `require` Node built-ins
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  define: { __DB_FOLDER_LISTINGS__: JSON.stringify(listings) },
  logLevel: 'warning',
});
