import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// the server's areas, one folder each under src/server/areas/ (a new folder is covered at once)
const SERVER_AREAS = readdirSync(new URL('./src/server/areas/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const APP_IMPORTS = { group: ['**/app/**', 'react', 'antd'], message: 'the server never imports the app.' };
const WRITE_PATH_IMPORTS = { group: ['**/middleware/actionLog.ts'], importNames: ['auditChange', 'writeActionLog', 'markLoggedInTransaction'], message: 'a write logs through the one write path: runWrite (src/server/engine/write.ts).' };
const WRITE_PATH_EXEMPT = ['**/seed*.ts', '**/*Seed.ts', 'src/server/areas/notifications/claim.ts', 'src/server/areas/notifications/finish.ts', 'src/server/areas/notifications/providers/siteProvider.ts'];
// the app's areas, one folder each under src/app/areas/
const APP_AREAS = readdirSync(new URL('./src/app/areas/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** An import of another app area's module from inside app area `own` (as `otherAreaImports` on the server). */
const otherAppAreaImports = (own) => {
  const others = APP_AREAS.filter((a) => a !== own).join('|');
  return {
    regex: `^(\\.\\./)+(${others})/|(^|/)areas/(${others})/`,
    message: `an app area imports no other area (issue 33, part 2): what several areas use is the app's shared layer (src/app/shared/).`,
  };
};
/** An import of another area's module from inside area `own`: `../b/…`, `../../b/…` (from a subfolder), or `…/areas/b/…`. */
const otherAreaImports = (own) => {
  const others = SERVER_AREAS.filter((a) => a !== own).join('|');
  return {
    regex: `^(\\.\\./)+(${others})/|(^|/)areas/(${others})/`,
    message: `an area imports no other area (issue 33, part 2): what several areas use is the shared layer's (src/server/shared/); what one area offers another is a slot of its entry (area.ts: recipients, scanners …), read from deps.areas.`,
  };
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', '.tmp', 'bench/.data', '.stryker-tmp', 'reports'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      // an area's texts file adds its keys by `interface AreaTextKeys extends Record<…> {}` (src/app/locales/text.ts)
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/src/server/**', '**/server/*'], message: 'resources, domain and app never import the server.' },
        ],
      }],
    },
  },
  {
    files: ['resources/**', 'src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**', '**/server/**', 'react', 'antd', 'hono', 'kysely', 'node:*'], message: 'resources and domain are pure: no app, server, React or Node imports.' }] }],
    },
  },
  {
    files: ['src/server/**', 'test/**', 'scripts/**', 'build/**', 'bench/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**', 'react', 'antd'], message: 'the server never imports the app.' }] }] },
  },
  {
    // the app's areas are inputs too (issue 33): src/app/composition.ts lists them, the App receives
    // them and hands them down (AreasProvider); the schema, routing and shell import no area. This
    // block replaces the rule for these files, so the app/server split is repeated here.
    files: ['src/app/schema/**', 'src/app/routing/**', 'src/app/shell/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/src/server/**', '**/server/*'], message: 'resources, domain and app never import the server.' },
          { group: ['**/areas/**'], message: 'the schema, routing and shell receive the app areas (useAreas(), src/app/composition.ts) and import none.' },
        ],
      }],
    },
  },
  {
    // issue 33, part 2: the app's shared layer (files, messages, export jobs; its entry
    // src/app/shared/area.ts) is what several areas use: the areas import it, it imports no area.
    // As above, the app/server split is repeated.
    files: ['src/app/shared/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/src/server/**', '**/server/*'], message: 'resources, domain and app never import the server.' },
          { group: ['**/areas/**'], message: 'the app\'s shared layer imports no area (issue 33, part 2): the areas depend on it, and it joins the composition as an entry (src/app/shared/area.ts).' },
        ],
      }],
    },
  },
  // issue 33, part 2, the app's half: an app area reaches another only through the shared layer.
  // As above, the app/server split is repeated.
  ...APP_AREAS.map((area) => ({
    files: [`src/app/areas/${area}/**`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/src/server/**', '**/server/*'], message: 'resources, domain and app never import the server.' }, otherAppAreaImports(area)],
      }],
    },
  })),
  {
    // areas are inputs (issue 33): the composition root (src/server/composition.ts) lists them and
    // createApp hands them to the engine; the engine, db and live import no area
    files: ['src/server/engine/**', 'src/server/db/**', 'src/server/live/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/app/**', 'react', 'antd'], message: 'the server never imports the app.' },
          { group: ['**/areas/**'], message: 'the engine, db and live receive the areas (src/server/composition.ts) and import none.' },
        ],
      }],
    },
  },
  {
    // one write path (issue 33, part 3; docs/decisions.md): an area's or a session call's write runs
    // through the engine's runWrite (src/server/engine/write.ts), which opens the transaction and
    // writes the action-log row itself; so no area opens a transaction or writes a log row of its own.
    // Not here: the demo seeds (run by SEED=demo, outside any request) and the notification outbox
    // worker's own steps (claim, finish, the 站内信 delivery: they serve no request, see the decision).
    files: ['src/server/areas/**', 'src/server/auth/**', 'src/server/shared/**'],
    ignores: WRITE_PATH_EXEMPT,
    rules: {
      'no-restricted-imports': ['error', { patterns: [APP_IMPORTS, WRITE_PATH_IMPORTS] }],
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.property.name='transaction']",
        message: 'a write opens no transaction of its own: runWrite (src/server/engine/write.ts) runs it in the one write path.',
      }],
    },
  },
  // issue 33, part 2: an area reaches another only through the shared layer or a slot the other
  // declares in its entry; the shared layer imports no area. These blocks repeat the app/server
  // split and the write path's import rule above (a later block's options replace an earlier's).
  ...SERVER_AREAS.flatMap((area) => [
    {
      files: [`src/server/areas/${area}/**`],
      rules: { 'no-restricted-imports': ['error', { patterns: [APP_IMPORTS, otherAreaImports(area)] }] },
    },
    {
      files: [`src/server/areas/${area}/**`],
      ignores: WRITE_PATH_EXEMPT,
      rules: { 'no-restricted-imports': ['error', { patterns: [APP_IMPORTS, WRITE_PATH_IMPORTS, otherAreaImports(area)] }] },
    },
  ]),
  {
    files: ['src/server/shared/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          APP_IMPORTS,
          WRITE_PATH_IMPORTS,
          { group: ['**/areas/**'], message: 'the shared layer imports no area (issue 33, part 2): the areas depend on it, and reach each other through it or through their entries\' slots.' },
        ],
      }],
    },
  },
);
