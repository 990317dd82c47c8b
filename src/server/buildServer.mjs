import { build } from 'esbuild';

/**
 * `npm run build` (after `vite build`, which empties dist/): the server as one ES module,
 * dist/server/main.js, that `npm run serve` runs with plain node — no TypeScript transform and
 * no resolution of hundreds of files at start. Left outside the bundle: better-sqlite3 (native)
 * and the libraries loaded lazily by the handlers that need them (mail, templates, uploads).
 */
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['better-sqlite3', 'nodemailer', 'sanitize-html', 'mustache', 'file-type'],
  // bundled CommonJS code may `require` Node built-ins
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
