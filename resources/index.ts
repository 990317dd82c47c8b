import { accountEndpoints } from './account.ts';
import type { EndpointGroup, PageDef, ResourceDef } from './define.ts';
import { pages } from './pages.ts';
import { repairs } from './repairs.ts';

/** Every resource declaration. Adding an entity is one line here. */
export const resources: readonly ResourceDef[] = [repairs];

/** Endpoints that belong to no resource. */
export const endpointGroups: readonly EndpointGroup[] = [accountEndpoints];

/** Hand-written pages. */
export const pageDefs: readonly PageDef[] = pages;
