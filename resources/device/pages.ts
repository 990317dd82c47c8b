import { definePages } from '../define.ts';
import { DEVICE_FILE_ACCESS } from './access.ts';

/** The device file's route: `/device/file/<serial>` opens one serial (src/app/schema/fields/SerialLink.tsx links every serial there). */
export const DEVICE_FILE_PATH = '/device/file/:serial';

/**
 * 设备档案 (/device/file/:serial, hidden): one serial's whole history on one page, reached from
 * every serial the app shows (src/app/areas/device/file/). Each section follows its own list's
 * access: one the user may not open is left out.
 */
export const devicePages = definePages([
  { path: DEVICE_FILE_PATH, title: '设备档案', component: 'DeviceFilePage', access: DEVICE_FILE_ACCESS },
]);
