import type { ResourceHooks } from '../../engine/hooks.ts';

// STUB (lead's skeleton): replaced by its owner (groups in use, the credit code, one company per account).
export const groupHooks: ResourceHooks = {};
export const companyHooks: ResourceHooks = {};
export const relationHooks: ResourceHooks = {};
