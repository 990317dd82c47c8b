import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStaticStyle } from './scripts/antdStaticStyle.ts';
import { APP_GROUP_ROOTS, chunkGroupsOf } from './scripts/chunkGroups.ts';
import { declaredIcons } from './scripts/declaredIcons.ts';
import { selectAriaRequired } from './scripts/selectAriaRequired.ts';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * Imports the browser build answers with a module of the app's own, for one importer each:
 * - antd Table's column filter dropdown (src/app/vendor/tableFilterDropdown.ts);
 * - two antd modules that take one small thing each from a module that brings all of
 *   rc-field-form and its validator: antd's form context (Modal reaches it, and the app's root
 *   holds a Modal) takes FormProvider from rc-field-form's index, and Radio.Group (Table reaches
 *   it) takes a name helper from antd's useForm. Each gets just that thing
 *   (src/app/vendor/rcFormProvider.ts, formNamePath.ts).
 */
const IMPORT_REDIRECTS: { importer: RegExp; source: string; replacement: string }[] = [
  { importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/, source: './FilterDropdown', replacement: './src/app/vendor/tableFilterDropdown.ts' },
  { importer: /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/, source: 'rc-field-form', replacement: './src/app/vendor/rcFormProvider.ts' },
  { importer: /[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/, source: '../form/hooks/useForm', replacement: './src/app/vendor/formNamePath.ts' },
];
const importRedirects = (): Plugin => ({
  name: 'import-redirects',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    const redirect = importer ? IMPORT_REDIRECTS.find((r) => r.source === source && r.importer.test(importer)) : undefined;
    return redirect ? here(redirect.replacement) : null;
  },
});

/**
 * Browser-build trims (sizes: bench/bundleSizes.ts; reasons: docs/decisions.md, "Bundle budgets").
 * - react-router's production build (its package only exports the development one).
 * - `side-channel`, used by `qs` for cycle detection, as a Map (src/app/vendor/side-channel.cjs).
 * - papaparse is only imported by refine's useImport/useExport, which the app does not use, and
 *   error-stack-parser/stackframe by refine's devtools tracing, which is off outside development:
 *   declared free of side effects so they go with the code that uses them.
 * - antd Table's column filter dropdown (the lists filter in their search form).
 * - all of rc-field-form where antd's form context and Radio.Group need one small thing from it.
 * - rc-util's scrollbar measure: one measure at start-up instead of a forced layout per table mount.
 */
export default defineConfig(({ command }) => {
  // the chunk groups (scripts/chunkGroups.ts), worked out once per build
  const groupOf = chunkGroupsOf(APP_GROUP_ROOTS);
  return {
    plugins: [react(), declaredIcons(), importRedirects(), antdStaticStyle(here('./src/app')), selectAriaRequired()],
    resolve: {
      alias: command === 'build'
        ? [
            { find: /^react-router$/, replacement: here('./node_modules/react-router/dist/production/index.mjs') },
            { find: /^side-channel$/, replacement: here('./src/app/vendor/side-channel.cjs') },
            { find: /^rc-util\/es\/getScrollBarSize$/, replacement: here('./src/app/vendor/scrollBarSize.ts') },
          ]
        : [],
    },
    build: {
      manifest: true,
      outDir: 'dist',
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: (id, graph) => groupOf(id, graph), debugName: 'app-groups' }],
            includeDependenciesRecursively: false,
          },
        },
        treeshake: {
          moduleSideEffects: [{ test: /[\\/]node_modules[\\/](papaparse|error-stack-parser|stackframe)[\\/]/, sideEffects: false }],
        },
      },
    },
    server: {
      proxy: { '/api': 'http://localhost:8080' },
    },
  };
});
