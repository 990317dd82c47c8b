import type { DeclaredDisplayName, DeclaredInputName, DeclaredPanelName, DeclaredRowDetailName, DeclaredSelectionToolName, PageComponentName, ResourceName } from '../../resources/index.ts';
import { joinAppAreas, type AppAreaSet, type SlotKeys } from './appArea.ts';
import { intelligenceArea } from './areas/intelligence/area.ts';
import { ossArea } from './areas/oss/area.ts';
import { replyArea } from './areas/reply/area.ts';
import { deviceArea } from './areas/device/area.ts';
import { erpArea } from './areas/erp/area.ts';
import { needsArea } from './areas/needs/area.ts';
import { notificationsArea } from './areas/notifications/area.ts';
import { peopleArea } from './areas/people/area.ts';
import { settingsArea } from './areas/settings/area.ts';
import { workflowArea } from './areas/workflow/area.ts';
import { sharedArea } from './shared/area.ts';
import type { CorePageName } from './routing/pageComponents.ts';
import type { CoreDisplayName } from './schema/fields/customDisplays.tsx';

/**
 * The app's composition root: the one list of app areas. main.tsx joins them and hands them to
 * the App, which hands them down (AreasProvider); the schema, routing and shell import no area
 * (eslint.config.js keeps that direction). The shared layer's entry (src/app/shared/area.ts)
 * comes first, as on the server. A new area is its folder under src/app/areas/ with an
 * `area.ts`, and one line here.
 */
export const APP_AREAS = [sharedArea, peopleArea, settingsArea, needsArea, workflowArea, notificationsArea, intelligenceArea, replyArea, deviceArea, ossArea, erpArea] as const;

type Areas = typeof APP_AREAS;

/**
 * Every slot name the declarations use is brought by some area, and every name an area brings is
 * one the declarations use (a misspelt key fails twice: the declared name missing, the misspelt
 * one unknown). Each line fails to compile naming the names; a name two areas bring fails in
 * `joinAppAreas` when the app starts (and in test/unit/appAreas.test.ts).
 */
type Check<Declared extends string, Brought extends string> =
  [Exclude<Declared, Brought>, Exclude<Brought, Declared>] extends [never, never] ? true : { missing: Exclude<Declared, Brought>; unknown: Exclude<Brought, Declared> };

export const EVERY_SLOT_BROUGHT: {
  panels: Check<DeclaredPanelName, SlotKeys<Areas, 'panels'>>;
  rowDetails: Check<DeclaredRowDetailName, SlotKeys<Areas, 'rowDetails'>>;
  selectionTools: Check<DeclaredSelectionToolName, SlotKeys<Areas, 'selectionTools'>>;
  displays: Check<Exclude<DeclaredDisplayName, CoreDisplayName>, SlotKeys<Areas, 'displays'>>;
  inputs: Check<DeclaredInputName, SlotKeys<Areas, 'inputs'>>;
  pages: Check<Exclude<PageComponentName, CorePageName>, SlotKeys<Areas, 'pages'>>;
  /** Detail-page panels are optional per resource: only a resource that is declared. */
  showPanels: Check<SlotKeys<Areas, 'showPanels'> & ResourceName, SlotKeys<Areas, 'showPanels'>>;
} = { panels: true, rowDetails: true, selectionTools: true, displays: true, inputs: true, pages: true, showPanels: true };

let joined: AppAreaSet | undefined;

/** The app areas joined (once): what main.tsx gives the App. */
export const appAreaSet = (): AppAreaSet => (joined ??= joinAppAreas(APP_AREAS));
