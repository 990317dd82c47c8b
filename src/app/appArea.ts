import { createElement, lazy, Suspense, type ComponentType } from 'react';
import type { ListPanelProps, SelectionToolProps } from './schema/list/panelProps.ts';
import type { Row } from './schema/row.ts';
import type { FieldInputProps, FieldViewProps } from './schema/fields/types.ts';
import type { ShowPanelProps } from './schema/show/showPanelProps.ts';
import { plainText } from './schema/fields/lazyDisplay.tsx';
import { textTables, type AreaTexts, type LocaleTables } from './locales/text.ts';

/** A shared rule's answer (the one the server applies too). */
export type CheckResult = { ok: true } | { ok: false; message: string };

/** A list panel (`ScreenDef.panel`): shown above the list; `belowOnPhone` puts it below the cards on a phone (a summary long enough to push every record out of the first screen). */
export interface ListPanelSlot {
  Panel: ComponentType<ListPanelProps>;
  belowOnPhone?: boolean;
}

/** A hand-written form input (`ui.input`) and the shared rule its value must pass (may load the rule first). */
export interface InputSlot {
  Input: ComponentType<FieldInputProps>;
  check?: (value: unknown) => CheckResult | Promise<CheckResult>;
}

/** What a hand-written page is given: the screen it is declared for, if any. */
export interface PageProps {
  screen?: string;
}

/**
 * One app area (issue 33, the app half): the components the declarations name by string, each
 * under the name they use — list panels (`ScreenDef.panel`), expanded rows (`ScreenDef.rowDetail`),
 * tools on a list's selected rows (`ScreenDef.selectionTools`),
 * displays (`ui.display`), inputs (`ui.input`), a resource's detail-page panels (by resource name)
 * and hand-written pages (`PageDef.component`). Each one a `lazy(() => import(…))`, so it is its own
 * chunk, loaded when first shown. `texts` are the area's locale texts (zh-CN and en-US), joined
 * into the i18n provider's tables when the app starts; `loadTexts` brings them instead with the
 * first of the area's components shown (and in an idle moment after the app starts), so that
 * they are not in the entry every page loads (docs/decisions.md, issue 35: the areas' texts). src/app/composition.ts lists the areas; the app's root hands the
 * joined set down (AreasProvider), and the schema, routing and shell import no area.
 */
export interface AppArea {
  name: string;
  panels?: Readonly<Record<string, ListPanelSlot>>;
  rowDetails?: Readonly<Record<string, ComponentType<{ record: Row }>>>;
  selectionTools?: Readonly<Record<string, ComponentType<SelectionToolProps>>>;
  displays?: Readonly<Record<string, ComponentType<FieldViewProps>>>;
  inputs?: Readonly<Record<string, InputSlot>>;
  showPanels?: Readonly<Record<string, readonly ComponentType<ShowPanelProps>[]>>;
  pages?: Readonly<Record<string, ComponentType<PageProps>>>;
  texts?: readonly AreaTexts[];
  /** The area's texts as a chunk of their own (`() => import('./texts.ts').then(…)`): every component of the area waits for them. */
  loadTexts?: () => Promise<readonly AreaTexts[]>;
}

/** The slot kinds an area may fill, each a map keyed by the name the declarations use. */
export const SLOT_KINDS = ['panels', 'rowDetails', 'selectionTools', 'displays', 'inputs', 'showPanels', 'pages'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

/** Keeps the entry's literal keys (composition.ts checks them against the declarations). */
export const defineAppArea = <const A extends AppArea>(area: A): A => area;

/** The areas joined: every slot kind one map, each key brought by exactly one area, and the locale tables with every area's texts. */
export type AppAreaSet = {
  readonly names: readonly string[];
  readonly texts: LocaleTables;
  /** Loads every `loadTexts` area's texts (the app calls it once it is idle); resolves when all are joined. */
  readonly preloadTexts: () => Promise<void>;
} & { readonly [K in SlotKind]-?: NonNullable<AppArea[K]> };

/** The keys of one slot kind over a list of areas, as their literal types (what composition.ts checks). */
export type SlotKeys<Areas extends readonly AppArea[], K extends SlotKind> =
  Areas[number] extends infer A ? (A extends { readonly [P in K]: infer M } ? keyof M & string : never) : never;

/**
 * Joins the areas into one set. An area name, or a slot key (a panel, row detail, display, input,
 * resource's detail panels or page) or a text key brought by two areas, is an error here.
 */
export function joinAppAreas(areas: readonly AppArea[]): AppAreaSet {
  const names: string[] = [];
  const joined: Record<SlotKind, Record<string, unknown>> = { panels: {}, rowDetails: {}, selectionTools: {}, displays: {}, inputs: {}, showPanels: {}, pages: {} };
  const owner: Record<SlotKind, Record<string, string>> = { panels: {}, rowDetails: {}, selectionTools: {}, displays: {}, inputs: {}, showPanels: {}, pages: {} };
  const texts = textTables();
  const loaders: (() => Promise<void>)[] = [];
  for (const area of areas) {
    if (names.includes(area.name)) throw new Error(`app areas: two areas are named '${area.name}'`);
    names.push(area.name);
    texts.add(area.name, area.texts ?? []);
    const ready = area.loadTexts ? onceLoaded(area.name, area.loadTexts, texts.add) : undefined;
    if (ready) loaders.push(ready);
    for (const kind of SLOT_KINDS) {
      for (const [key, slot] of Object.entries(area[kind] ?? {})) {
        const before = owner[kind][key];
        if (before !== undefined) throw new Error(`app areas: ${kind} '${key}' is brought by both '${before}' and '${area.name}'`);
        owner[kind][key] = area.name;
        joined[kind][key] = ready ? withTexts(kind, slot, ready) : slot;
      }
    }
  }
  const preloadTexts = async (): Promise<void> => {
    await Promise.all(loaders.map((load) => load()));
  };
  return { names, texts: texts.tables, preloadTexts, ...joined } as unknown as AppAreaSet;
}

/** One load of an area's texts, joined into the tables when it arrives; a failed load is tried again at the next call. */
function onceLoaded(name: string, load: () => Promise<readonly AreaTexts[]>, add: (name: string, texts: readonly AreaTexts[]) => void): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () =>
    (pending ??= load().then(
      (parts) => add(name, parts),
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    ));
}

/**
 * A component that renders `Inner` once its area's texts are joined: a lazy component whose load
 * is the texts' (at once when they are already joined), so the boundary already around the area's
 * own lazy component waits for both. A display has its own boundary showing the plain value
 * meanwhile (a list cell never blanks the list).
 */
function gated<P extends object>(Inner: ComponentType<P>, ready: () => Promise<void>, display: boolean): ComponentType<P> {
  // a lazy component must resolve to a function, and the area's own is itself lazy: resolve to one that renders it
  const Ready = (props: P) => createElement(Inner, props);
  const Loaded = lazy(async () => {
    await ready();
    return { default: Ready };
  });
  function WithTexts(props: P) {
    const content = createElement(Loaded as ComponentType<P>, props);
    return display ? createElement(Suspense, { fallback: plainText(props as unknown as FieldViewProps) }, content) : content;
  }
  WithTexts.displayName = `WithTexts(${Inner.displayName ?? Inner.name ?? 'Component'})`;
  return WithTexts;
}

/** A slot of an area with `loadTexts`, its components gated on the texts. */
function withTexts(kind: SlotKind, slot: unknown, ready: () => Promise<void>): unknown {
  switch (kind) {
    case 'panels': {
      const panel = slot as ListPanelSlot;
      return { ...panel, Panel: gated(panel.Panel, ready, false) };
    }
    case 'inputs': {
      const input = slot as InputSlot;
      return { ...input, Input: gated(input.Input, ready, false) };
    }
    case 'showPanels':
      return (slot as readonly ComponentType<ShowPanelProps>[]).map((panel) => gated(panel, ready, false));
    default:
      return gated(slot as ComponentType<object>, ready, kind === 'displays');
  }
}
