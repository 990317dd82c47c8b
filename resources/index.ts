import { accountEndpoints } from './people/account.ts';
import { actionCatalogOf } from './catalogs/actionCatalog.ts';
import { actionLogsOf } from './people/actionLogs.ts';
import { admins } from './people/admins.ts';
import { customerLogs } from './people/customerLogs.ts';
import { customers } from './people/customers.ts';
import type { EndpointGroup, PageDef, ResourceDef } from './define.ts';
import { messageEndpoints } from './settings/messages.ts';
import { notices } from './settings/notices.ts';
import { inbox, outbox } from './settings/myMessages.ts';
import { pages } from './pages.ts';
import { repairs } from './needs/repairs.ts';
import { exchanges } from './needs/exchanges.ts';
import { needsEndpoints } from './needs/endpoints.ts';
import { products } from './needs/products.ts';
import { requests } from './needs/requests.ts';
import { stockItems } from './needs/stock.ts';
import { settingsPages } from './settings/pages.ts';
import { configEndpoints, systemConfig } from './settings/systemConfig.ts';
import { uploadEndpoints } from './settings/upload.ts';
import { emailTemplates, templateEndpoints } from './settings/emailTemplates.ts';
import { wechatMenuEndpoints } from './settings/wechatMenu.ts';
import { rightsEndpoints } from './people/rights.ts';
import { tickets } from './workflow/tickets.ts';
import { ticketTypes } from './workflow/ticketTypes.ts';
import { ticketQuestions } from './workflow/questions.ts';
import { workflowEndpoints } from './workflow/endpoints.ts';
import { workflowPages } from './workflow/pages.ts';
import { notificationStatEndpoints, notificationStatPages } from './notifications/stat.ts';
import { emailBounces } from './notifications/bounces.ts';
import { liveEndpoints } from './live.ts';
import { exportEndpoints, exportJobs, exportPages } from './shared/exportJobs.ts';
import { notificationAttempts, notifications } from './notifications/outbox.ts';
import { notificationEndpoints } from './notifications/endpoints.ts';

/**
 * The action log's catalogue of Chinese names and filter choices, derived from this registry
 * (read on first use, when `resources` and `endpointGroups` below exist).
 */
export const { actionLabel, resourceLabel, actionOptions, resourceOptions } = actionCatalogOf(() => ({ resources, endpointGroups }));

const actionLogs = actionLogsOf({ actionOptions, resourceOptions });

const declaredResources = [repairs, admins, actionLogs, customers, customerLogs, requests, products, exchanges, stockItems, systemConfig, emailTemplates, notices, inbox, outbox, tickets, ticketTypes, ticketQuestions, notifications, notificationAttempts, emailBounces, exportJobs] as const;

/** The names of the declared resources: hand-written maps by resource (server hooks) are keyed by these. */
export type ResourceName = (typeof declaredResources)[number]['name'];

/** Every resource declaration. Adding an entity is one line here. */
export const resources: readonly ResourceDef[] = declaredResources;

/** Endpoints that belong to no resource. */
const declaredGroups = [accountEndpoints, rightsEndpoints, messageEndpoints, configEndpoints, uploadEndpoints, templateEndpoints, wechatMenuEndpoints, needsEndpoints, exportEndpoints, workflowEndpoints, notificationEndpoints, notificationStatEndpoints, liveEndpoints] as const;

/** `group.endpoint` keys of the endpoints that belong to no resource: the server's handler map is keyed by exactly these. */
export type GroupEndpointKey = (typeof declaredGroups)[number] extends infer G ? (G extends { name: infer N extends string; endpoints: infer E } ? `${N}.${keyof E & string}` : never) : never;

export const endpointGroups: readonly EndpointGroup[] = declaredGroups;

/** Hand-written pages. */
const declaredPages = [...pages, ...settingsPages, ...exportPages, ...workflowPages, ...notificationStatPages] as const;

/** The `component` names the hand-written pages declare: the app's page map is keyed by exactly these. */
export type PageComponentName = (typeof declaredPages)[number]['component'];

export const pageDefs: readonly (PageDef & { component: PageComponentName })[] = declaredPages;

type DeclaredScreen = (typeof declaredResources)[number] extends infer R ? (R extends { screens: readonly (infer S)[] } ? S : never) : never;
type DeclaredFieldUi = (typeof declaredResources)[number] extends infer R ? (R extends { fields: readonly (infer F)[] } ? (F extends { ui: infer U } ? U : never) : never) : never;
export type DeclaredPanelName = DeclaredScreen extends infer S ? (S extends { panel: infer P extends string } ? P : never) : never;
export type DeclaredRowDetailName = DeclaredScreen extends infer S ? (S extends { rowDetail: infer P extends string } ? P : never) : never;
export type DeclaredDisplayName = DeclaredFieldUi extends infer U ? (U extends { display: infer P extends string } ? P : never) : never;
export type DeclaredInputName = DeclaredFieldUi extends infer U ? (U extends { input: infer P extends string } ? P : never) : never;
