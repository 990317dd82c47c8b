import type { Plugin } from 'vite';
import { cleanId } from './counted.ts';
import { importRedirect, standIn } from './redirect.ts';

const REDIRECT = { importer: /\/antd\/es\/table\/hooks\/useFilter\/index\.js$/, source: './FilterDropdown', standIn: 'filterDropdownStub.standin.ts' };

/**
 * antd Table's column filter dropdown answered with a stub that throws
 * (filterDropdownStub.standin.ts): the generated lists filter in their search form, never in a
 * column header, and the dropdown brings antd Tree, Radio, Menu and a search input into every
 * list's first load.
 *
 * It applies everywhere antd runs, so a column with `filters` fails the same way in each: the
 * build; the dev server, whose dependency optimizer bundles antd apart from the plugins (the
 * same redirect is given to it); and the ui tests (vitest.config.ts runs antd's ES modules
 * through Vite with this plugin, instead of Node loading antd's CommonJS build).
 */
export function filterDropdownStub(): Plugin {
  const plugin = importRedirect('filterDropdownStub', REDIRECT, 'everywhere');
  return {
    ...plugin,
    config: () => ({ optimizeDeps: { rolldownOptions: { plugins: [optimizerRedirect()] } } }),
  };
}

/** The redirect for the dev server's dependency optimizer (a rolldown plugin of its own). */
function optimizerRedirect() {
  const replacement = standIn(REDIRECT.standIn);
  return {
    name: 'patch:filterDropdownStub:optimizer',
    resolveId: (source: string, importer: string | undefined) =>
      source === REDIRECT.source && importer && REDIRECT.importer.test(cleanId(importer)) ? replacement : null,
  };
}
