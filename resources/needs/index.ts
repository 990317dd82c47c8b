import { defineAreaDeclarations } from '../define.ts';
import { exchanges } from './exchanges.ts';
import { needsEndpoints } from './endpoints.ts';
import { products } from './products.ts';
import { repairs } from './repairs.ts';
import { requests } from './requests.ts';
import { stockItems } from './stock.ts';

/** The declarations of 产品与维修 (needs): one line in resources/index.ts. */
export const needsDeclarations = defineAreaDeclarations({
  name: 'needs',
  resources: [repairs, requests, products, exchanges, stockItems],
  endpointGroups: [needsEndpoints],
  pages: [],
});
