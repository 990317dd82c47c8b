import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The folders under `dir`: the areas, one folder each (a new folder is covered at once). */
const foldersOf = (dir) => readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const SERVER_AREAS = foldersOf('./src/server/areas/');
const APP_AREAS = foldersOf('./src/app/areas/');

/**
 * Which folder may not import which (import-x/no-restricted-paths: resolved paths, so a
 * re-export or an odd relative path does not slip through). Issue 33: areas are inputs — the
 * composition roots (src/server/composition.ts, src/app/composition.ts) list them; the engine,
 * db, live and the app's schema, routing and shell receive them and import none; an area reaches
 * another only through the shared layer or a slot the other declares in its entry; the shared
 * layer imports no area.
 */
const ZONES = [
  { target: ['./resources', './src/domain'], from: ['./src/app', './src/server'], message: 'resources and domain are pure: no app or server imports.' },
  { target: './src/app', from: './src/server', message: 'the app never imports the server.' },
  { target: './src/server', from: './src/app', message: 'the server never imports the app.' },
  {
    target: ['./src/server/engine', './src/server/db', './src/server/live'],
    from: './src/server/areas',
    message: 'the engine, db and live receive the areas (src/server/composition.ts) and import none.',
  },
  {
    target: './src/server/shared',
    from: './src/server/areas',
    message: "the shared layer imports no area (issue 33, part 2): the areas depend on it, and reach each other through it or through their entries' slots.",
  },
  ...SERVER_AREAS.map((area) => ({
    target: `./src/server/areas/${area}`,
    from: './src/server/areas',
    except: [`./${area}`],
    message: 'an area imports no other area (issue 33, part 2): what several areas use is the shared layer\'s (src/server/shared/); what one area offers another is a slot of its entry (area.ts: recipients, scanners …), read from deps.areas.',
  })),
  {
    target: ['./src/app/schema', './src/app/routing', './src/app/shell'],
    from: './src/app/areas',
    message: 'the schema, routing and shell receive the app areas (useAreas(), src/app/composition.ts) and import none.',
  },
  {
    target: './src/app/shared',
    from: './src/app/areas',
    message: "the app's shared layer imports no area (issue 33, part 2): the areas depend on it, and it joins the composition as an entry (src/app/shared/area.ts).",
  },
  ...APP_AREAS.map((area) => ({
    target: `./src/app/areas/${area}`,
    from: './src/app/areas',
    except: [`./${area}`],
    message: "an app area imports no other area (issue 33, part 2): what several areas use is the app's shared layer (src/app/shared/).",
  })),
];

const UI_PACKAGES = { group: ['react', 'antd'], message: 'the server never imports the app.' };
const WRITE_PATH_IMPORTS = { group: ['**/middleware/actionLog.ts'], importNames: ['auditChange', 'writeActionLog', 'markLoggedInTransaction'], message: 'a write logs through the one write path: runWrite (src/server/engine/write.ts).' };
const WRITE_PATH_EXEMPT = ['**/seed*.ts', '**/*Seed.ts', 'src/server/areas/notifications/claim.ts', 'src/server/areas/notifications/finish.ts', 'src/server/areas/notifications/providers/siteProvider.ts', 'src/server/areas/intelligence/documents/parseQueue.ts'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', '.tmp', 'bench/.data', '.stryker-tmp', 'reports'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      // an area's texts file adds its keys by `interface AreaTextKeys extends Record<…> {}` (src/app/locales/text.ts)
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['resources/**', 'src/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: ZONES }] },
  },
  {
    files: ['resources/**', 'src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'antd', 'hono', 'kysely', 'node:*'], message: 'resources and domain are pure: no React, server library or Node imports.' }] }],
    },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [UI_PACKAGES] }] },
  },
  {
    // one write path (issue 33, part 3; docs/decisions.md): an area's or a session call's write runs
    // through the engine's runWrite (src/server/engine/write.ts), which opens the transaction and
    // writes the action-log row itself; so no area opens a transaction or writes a log row of its own.
    // Not here: the demo seeds (run by SEED=demo, outside any request) and the notification outbox
    // worker's own steps (claim, finish, the 站内信 delivery: they serve no request, see the decision),
    // and the knowledge-base documents' background parse (documents/parseQueue.ts: no request either).
    files: ['src/server/areas/**', 'src/server/auth/**', 'src/server/shared/**'],
    ignores: WRITE_PATH_EXEMPT,
    rules: {
      'no-restricted-imports': ['error', { patterns: [UI_PACKAGES, WRITE_PATH_IMPORTS] }],
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.property.name='transaction']",
        message: 'a write opens no transaction of its own: runWrite (src/server/engine/write.ts) runs it in the one write path.',
      }],
    },
  },
);
