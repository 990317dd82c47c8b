import { defineAreaDeclarations } from '../define.ts';
import { exportEndpoints, exportJobs, exportPages } from './exportJobs.ts';

/** The declarations of the shared layer (export jobs): one line in resources/index.ts. */
export const sharedDeclarations = defineAreaDeclarations({
  name: 'shared',
  resources: [exportJobs],
  endpointGroups: [exportEndpoints],
  pages: exportPages,
});
