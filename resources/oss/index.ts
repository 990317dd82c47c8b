import { defineAreaDeclarations } from '../define.ts';
import { ossEndpoints } from './endpoints.ts';
import { ossFiles } from './files.ts';
import { ossFolders } from './folders.ts';

/** The declarations of the AI file library (资源 → AI文件库): one line in resources/index.ts. */
export const ossDeclarations = defineAreaDeclarations({
  name: 'oss',
  resources: [ossFolders, ossFiles],
  endpointGroups: [ossEndpoints],
  pages: [],
});
