/**
 * The manifest of the build patches: every change the build makes to a third-party package,
 * what it does, what it was measured to save, and the package versions it was written and
 * measured against. The build refuses to run a patch against another installed version
 * (index.ts), and fails when a patch matched nothing (hits.ts). README.md renders this table
 * (`npx tsx build/patches/renderReadme.ts`; a unit test keeps the two equal).
 *
 * "Saves" are differences between two real builds, with every patch and with all but this one
 * (`npx tsx build/patches/measure.ts`, one build per patch): KiB gzip of the list route
 * (/repair/list: entry + layout + list page over their static imports), of /login and of the
 * whole app's JS, and the JS files the list route loads.
 */

/** What one patch was measured to save (with it off minus with it on). */
export interface SizeSaving {
  listRouteKiB: number;
  loginKiB: number;
  wholeAppKiB: number;
  listRouteFiles: number;
}

export interface PatchEntry {
  /** What the patch changes, in one sentence. */
  does: string;
  /** Where it applies. */
  applies: 'build' | 'dev server and build';
  /** package name → the exact version the patch was written and measured against. */
  against: Readonly<Record<string, string>>;
  /** What a build without it measured, or null for a patch kept for correctness, not size. */
  saves: SizeSaving | null;
  /** What else it buys that a size does not show (time, a fix), measured where stated. */
  note?: string;
}

export const PATCHES = {
  filterDropdownStub: {
    does: "antd Table's column filter dropdown (useFilter → ./FilterDropdown) is a stub that throws: lists filter in their search form",
    applies: 'build',
    against: { antd: '5.29.3' },
    saves: null,
  },
  formTrims: {
    does: "antd's form context takes FormProvider from rc-field-form's FormContext file, and antd Radio.Group toNamePathStr from a three-line stand-in, instead of modules that bring all of rc-field-form and async-validator",
    applies: 'build',
    against: { antd: '5.29.3', 'rc-field-form': '2.7.1' },
    saves: null,
  },
  reactRouterProduction: {
    does: "react-router resolves to its production build (the package's exports name only the development one)",
    applies: 'build',
    against: { 'react-router': '7.18.5' },
    saves: null,
  },
  sideChannelMap: {
    does: "side-channel (qs's cycle detection) is a Map instead of its get-intrinsic/object-inspect cascade",
    applies: 'build',
    against: { 'side-channel': '1.1.1', qs: '6.17.1' },
    saves: null,
  },
  scrollBarSizeOnce: {
    does: "rc-util's getScrollBarSize measures the scrollbar once at start-up instead of a forced layout per table mount",
    applies: 'build',
    against: { 'rc-util': '5.44.4', 'rc-table': '7.54.0' },
    saves: null,
  },
  sideEffectsFree: {
    does: 'papaparse, error-stack-parser and stackframe are declared free of side effects, so they leave with the refine code that would use them',
    applies: 'build',
    against: { papaparse: '5.7.1', 'error-stack-parser': '2.1.4', stackframe: '1.3.4', '@refinedev/core': '5.0.12' },
    saves: null,
  },
  antdStaticStyle: {
    does: "antd's CSS-in-JS styles of every component the app imports are extracted at build time into assets/antd-<hash>.css, linked first in <head>",
    applies: 'build',
    against: { antd: '5.29.3', '@ant-design/cssinjs': '1.24.0' },
    saves: null,
  },
  chunkGroups: {
    does: "rolldown's codeSplitting.groups put the first screen's modules in three files (boot, layout, list)",
    applies: 'build',
    against: { vite: '8.3.8', rolldown: '1.2.19' },
    saves: null,
  },
  selectAriaRequired: {
    does: "rc-select's root element leaves aria-required to its input (axe aria-allowed-attr; ant-design#46030)",
    applies: 'dev server and build',
    against: { 'rc-select': '14.16.8' },
    saves: null,
    note: 'a fix, not a saving: without it every required select fails axe (critical)',
  },
} as const satisfies Record<string, PatchEntry>;

export type PatchName = keyof typeof PATCHES;
