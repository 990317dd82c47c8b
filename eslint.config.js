import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    files: ['src/server/areas/**', 'src/server/auth/**'],
    ignores: ['**/seed*.ts', '**/*Seed.ts', 'src/server/areas/notifications/claim.ts', 'src/server/areas/notifications/finish.ts', 'src/server/areas/notifications/providers/siteProvider.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/app/**', 'react', 'antd'], message: 'the server never imports the app.' },
          { group: ['**/middleware/actionLog.ts'], importNames: ['auditChange', 'writeActionLog', 'markLoggedInTransaction'], message: 'a write logs through the one write path: runWrite (src/server/engine/write.ts).' },
        ],
      }],
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.property.name='transaction']",
        message: 'a write opens no transaction of its own: runWrite (src/server/engine/write.ts) runs it in the one write path.',
      }],
    },
  },
);
