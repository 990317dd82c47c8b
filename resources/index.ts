import { accountEndpoints } from './account.ts';
import { actionCatalogOf } from './actionCatalog.ts';
import { actionLogsOf } from './actionLogs.ts';
import { admins } from './admins.ts';
import { customerLogs } from './customerLogs.ts';
import { customers } from './customers.ts';
import type { EndpointGroup, PageDef, ResourceDef } from './define.ts';
import { messageEndpoints } from './messages.ts';
import { notices } from './notices.ts';
import { inbox, outbox } from './myMessages.ts';
import { pages } from './pages.ts';
import { repairs } from './repairs.ts';
import { exchanges } from './exchanges.ts';
import { needsEndpoints, needsPages } from './needsEndpoints.ts';
import { products } from './products.ts';
import { requests } from './requests.ts';
import { stockItems } from './stock.ts';
import { settingsPages } from './settingsPages.ts';
import { configEndpoints, systemConfig } from './systemConfig.ts';
import { uploadEndpoints } from './upload.ts';
import { emailTemplates, templateEndpoints } from './emailTemplates.ts';
import { wechatMenuEndpoints } from './wechatMenu.ts';
import { rightsEndpoints } from './rights.ts';

/**
 * The action log's catalogue of Chinese names and filter choices, derived from this registry
 * (read on first use, when `resources` and `endpointGroups` below exist).
 */
export const { actionLabel, resourceLabel, actionOptions, resourceOptions } = actionCatalogOf(() => ({ resources, endpointGroups }));

const actionLogs = actionLogsOf({ actionOptions, resourceOptions });

const declaredResources = [repairs, admins, actionLogs, customers, customerLogs, requests, products, exchanges, stockItems, systemConfig, emailTemplates, notices, inbox, outbox] as const;

/** The names of the declared resources: hand-written maps by resource (server hooks) are keyed by these. */
export type ResourceName = (typeof declaredResources)[number]['name'];

/** Every resource declaration. Adding an entity is one line here. */
export const resources: readonly ResourceDef[] = declaredResources;

/** Endpoints that belong to no resource. */
export const endpointGroups: readonly EndpointGroup[] = [accountEndpoints, rightsEndpoints, messageEndpoints, configEndpoints, uploadEndpoints, templateEndpoints, wechatMenuEndpoints, needsEndpoints];

/** Hand-written pages. */
const declaredPages = [...pages, ...settingsPages, ...needsPages] as const;

/** The `component` names the hand-written pages declare: the app's page map is keyed by exactly these. */
export type PageComponentName = (typeof declaredPages)[number]['component'];

export const pageDefs: readonly (PageDef & { component: PageComponentName })[] = declaredPages;
