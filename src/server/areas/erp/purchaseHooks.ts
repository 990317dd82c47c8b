import type { ResourceHooks } from '../../engine/hooks.ts';

// STUB (lead's skeleton): replaced by its owner (numbers, lines, amounts, only drafts change).
export const purchaseHooks: ResourceHooks = {};
