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
 * whole app's JS, and the JS files the list route loads. Measured on 2026-11-25 (issue 17)
 * against a build of 377.1 KiB list route, 294.9 /login, 753.6 whole app, 14 list route files.
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
  applies: 'build' | 'dev server and build' | 'build, dev server and ui tests';
  /** package name → the exact version the patch was written and measured against. */
  against: Readonly<Record<string, string>>;
  /** What the build saves with it: a build without it minus one with it (a patch kept for a fix saves 0). */
  saves: SizeSaving;
  /** What else it buys that a size does not show (time, a fix), measured where stated. */
  note?: string;
}

export const PATCHES = {
  filterDropdownStub: {
    does: "antd Table's column filter dropdown (useFilter → ./FilterDropdown) is a stub that throws: lists filter in their search form",
    applies: 'build, dev server and ui tests',
    against: { antd: '5.29.3' },
    saves: { listRouteKiB: 15.5, loginKiB: -0.2, wholeAppKiB: 15.3, listRouteFiles: -1 },
    note: 'a column with filters fails in the dev server and the ui tests as in production',
  },
  formTrims: {
    does: "antd's form context takes FormProvider from rc-field-form's FormContext file, and antd Radio.Group toNamePathStr from a three-line stand-in, instead of modules that bring all of rc-field-form and async-validator",
    applies: 'build',
    against: { antd: '5.29.3', 'rc-field-form': '2.7.1' },
    saves: { listRouteKiB: 15.0, loginKiB: 0.1, wholeAppKiB: 0, listRouteFiles: 0 },
    note: 'either redirect alone brings rc-field-form back (each measured alone: 13.2 and 15.4 KiB)',
  },
  sideChannelMap: {
    does: "side-channel (qs's cycle detection) is a Map instead of its get-intrinsic/object-inspect cascade",
    applies: 'build',
    against: { 'side-channel': '1.1.1', qs: '6.17.1' },
    saves: { listRouteKiB: 9.7, loginKiB: 9.7, wholeAppKiB: 9.7, listRouteFiles: 0 },
  },
  sideEffectsFree: {
    does: 'papaparse, error-stack-parser and stackframe are declared free of side effects, so they leave with the refine code that would use them',
    applies: 'build',
    against: { papaparse: '5.7.1', 'error-stack-parser': '2.1.4', stackframe: '1.3.4', '@refinedev/core': '5.0.12' },
    saves: { listRouteKiB: 7.5, loginKiB: 7.5, wholeAppKiB: 7.4, listRouteFiles: 0 },
  },
  antdStaticStyle: {
    does: "antd's CSS-in-JS styles of every component the app imports are extracted at build time into `assets/antd-[hash].css`, linked first in the page's head",
    applies: 'build',
    against: { antd: '5.29.3', '@ant-design/cssinjs': '1.24.0' },
    saves: { listRouteKiB: 0, loginKiB: 0, wholeAppKiB: 0, listRouteFiles: 0 },
    note: 'no JS; +63 KiB gzip of CSS. The first load makes none of antd\'s styles at run time (issue 6: 424 KB of CSS in 46 style elements on /repair/list; an e2e test holds it at none). Wall time, alternating both builds (issue 17, load average above 10): median 3,120 vs 3,394 ms of 14 loads each, within the noise',
  },
  chunkGroups: {
    does: "rolldown's codeSplitting.groups put the first screen's modules in three files (boot, layout, list)",
    applies: 'build',
    against: { vite: '8.3.8', rolldown: '1.2.19' },
    saves: { listRouteKiB: 20.3, loginKiB: 5.4, wholeAppKiB: 22.8, listRouteFiles: 46 },
  },
  selectAriaRequired: {
    does: "rc-select's root element leaves aria-required to its input (axe aria-allowed-attr; ant-design#46030)",
    applies: 'dev server and build',
    against: { 'rc-select': '14.16.8' },
    saves: { listRouteKiB: 0, loginKiB: 0, wholeAppKiB: 0, listRouteFiles: 0 },
    note: 'a fix, not a saving: without it every required select fails axe (critical)',
  },
} as const satisfies Record<string, PatchEntry>;

export type PatchName = keyof typeof PATCHES;

/** A patch that went: what it did, what it was measured to give, and why it went. */
export interface GonePatch {
  name: string;
  did: string;
  measured: string;
  why: string;
}

export const GONE: readonly GonePatch[] = [
  {
    name: 'reactRouterProduction',
    did: "aliased react-router to its production build (the package's exports name only the development one)",
    measured: 'list route 0.5 KiB, /login 0.5, whole app 0.4 (issue 17, one build each way)',
    why: 'below anything a budget can notice, and no first-load time it could change',
  },
  {
    name: 'scrollBarSizeOnce',
    did: "answered rc-util's getScrollBarSize with one measure at start-up (rc-table forced a layout per table mount)",
    measured: 'list route 0.2 KiB; one forced layout per list mount',
    why: "a single layout is far below the first load's noise (±0.5 s between series of the same build)",
  },
  {
    name: 'antdDefaultToken',
    did: "rewrote antd's useToken.js with the default design token worked out at build time",
    measured: 'list route +3.3 KiB; 2,106 vs 2,054 ms (issue 6)',
    why: 'no gain told from the noise, and it only answered antd\'s default theme (removed in issue 15; no token rewrite is left)',
  },
];
