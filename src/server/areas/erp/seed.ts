import { defineSeed } from '../../db/areaSeed.ts';

// STUB (lead's skeleton): replaced by its owner.
export const seed = defineSeed({ area: 'erp', seeds: [], after: ['settings', 'people', 'needs'], run: async () => {} });
