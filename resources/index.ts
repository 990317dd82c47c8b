import { actionCatalogOf } from './catalogs/actionCatalog.ts';
import type { EndpointGroup, PageDef, ResourceDef } from './define.ts';
import { deviceDeclarations } from './device/index.ts';
import { erpDeclarations } from './erp/index.ts';
import { liveEndpoints } from './live.ts';
import { intelligenceDeclarations } from './intelligence/index.ts';
import { needsDeclarations } from './needs/index.ts';
import { notificationsDeclarations } from './notifications/index.ts';
import { ossDeclarations } from './oss/index.ts';
import { pages } from './pages.ts';
import { replyDeclarations } from './reply/index.ts';
import { actionLogsOf } from './people/actionLogs.ts';
import { peopleDeclarations } from './people/index.ts';
import { settingsDeclarations } from './settings/index.ts';
import { sharedDeclarations } from './shared/index.ts';
import { workflowDeclarations } from './workflow/index.ts';

/**
 * The registry: every area's declarations, one line each (`resources/<area>/index.ts`). Adding an
 * area's declarations is one line here; adding an entity to an area is one line in its index.
 */
const AREA_DECLARATIONS = [needsDeclarations, peopleDeclarations, settingsDeclarations, workflowDeclarations, notificationsDeclarations, intelligenceDeclarations, replyDeclarations, deviceDeclarations, ossDeclarations, erpDeclarations, sharedDeclarations] as const;

type AreaDeclared = (typeof AREA_DECLARATIONS)[number];

/**
 * The action log's catalogue of Chinese names and filter choices, derived from this registry
 * (read on first use, when `resources` and `endpointGroups` below exist).
 */
export const { actionLabel, resourceLabel, actionOptions, resourceOptions } = actionCatalogOf(() => ({ resources, endpointGroups }));

/** 操作日志 (people's menu): its filter choices are the whole registry's, so it is declared here. */
const actionLogs = actionLogsOf({ actionOptions, resourceOptions });

type DeclaredResource = AreaDeclared['resources'][number] | typeof actionLogs;

/** The names of the declared resources: hand-written maps by resource (server hooks) are keyed by these. */
export type ResourceName = DeclaredResource['name'];

/** Every resource declaration. */
export const resources: readonly ResourceDef[] = [...AREA_DECLARATIONS.flatMap((a): readonly ResourceDef[] => a.resources), actionLogs];

/** The live stream's endpoints: the shell's, no area's. */
type DeclaredGroup = AreaDeclared['endpointGroups'][number] | typeof liveEndpoints;

/** `group.endpoint` keys of the endpoints that belong to no resource: the server's handler map is keyed by exactly these. */
export type GroupEndpointKey = DeclaredGroup extends infer G ? (G extends { name: infer N extends string; endpoints: infer E } ? `${N}.${keyof E & string}` : never) : never;

/** Endpoints that belong to no resource. */
export const endpointGroups: readonly EndpointGroup[] = [...AREA_DECLARATIONS.flatMap((a): readonly EndpointGroup[] => a.endpointGroups), liveEndpoints];

/** Hand-written pages: the shell's own (dashboard, profile …) and the areas'. */
type DeclaredPage = (typeof pages)[number] | AreaDeclared['pages'][number];

/** The `component` names the hand-written pages declare: the app's page map is keyed by exactly these. */
export type PageComponentName = DeclaredPage['component'];

export const pageDefs: readonly (PageDef & { component: PageComponentName })[] = [...pages, ...AREA_DECLARATIONS.flatMap((a): readonly DeclaredPage[] => a.pages)];

type DeclaredScreen = DeclaredResource extends infer R ? (R extends { screens: readonly (infer S)[] } ? S : never) : never;
type DeclaredFieldUi = DeclaredResource extends infer R ? (R extends { fields: readonly (infer F)[] } ? (F extends { ui: infer U } ? U : never) : never) : never;
export type DeclaredPanelName = DeclaredScreen extends infer S ? (S extends { panel: infer P extends string } ? P : never) : never;
export type DeclaredRowDetailName = DeclaredScreen extends infer S ? (S extends { rowDetail: infer P extends string } ? P : never) : never;
export type DeclaredSelectionToolName = DeclaredScreen extends infer S ? (S extends { selectionTools: readonly (infer P extends string)[] } ? P : never) : never;
export type DeclaredDisplayName = DeclaredFieldUi extends infer U ? (U extends { display: infer P extends string } ? P : never) : never;
export type DeclaredInputName = DeclaredFieldUi extends infer U ? (U extends { input: infer P extends string } ? P : never) : never;
