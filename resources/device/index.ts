import { defineAreaDeclarations } from '../define.ts';
import { deviceActiveCodes, deviceActiveLogs } from './activeLogs.ts';
import { deviceEndpoints } from './endpoints.ts';
import { devicePages } from './pages.ts';

/** The declarations of 设备 (the device decryption records): one line in resources/index.ts. */
export const deviceDeclarations = defineAreaDeclarations({
  name: 'device',
  resources: [deviceActiveLogs, deviceActiveCodes],
  endpointGroups: [deviceEndpoints],
  pages: devicePages,
});
