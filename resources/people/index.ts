import { defineAreaDeclarations } from '../define.ts';
import { accountEndpoints } from './account.ts';
import { admins } from './admins.ts';
import { customerLogs } from './customerLogs.ts';
import { customers } from './customers.ts';
import { rightsEndpoints } from './rights.ts';

/** The declarations of 客户与员工 (people; the action log, built from the whole registry, is the registry's own): one line in resources/index.ts. */
export const peopleDeclarations = defineAreaDeclarations({
  name: 'people',
  resources: [admins, customers, customerLogs],
  endpointGroups: [accountEndpoints, rightsEndpoints],
  pages: [],
});
