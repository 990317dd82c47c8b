import { definePages } from '../define.ts';
import { DEVICE_FILE_ACCESS } from './access.ts';

/**
 * 设备档案 (/device/file/:serial, hidden): one serial's whole history on one page, reached from
 * every serial the app shows (src/app/areas/device/file/). Each section follows its own list's
 * access: one the user may not open is left out.
 */
export const devicePages = definePages([
  { path: '/device/file/:serial', title: '设备档案', component: 'DeviceFilePage', access: DEVICE_FILE_ACCESS },
]);
