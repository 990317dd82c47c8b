import { lazy } from 'react';
import { defineAppArea } from '../../appArea.ts';
import { lazyWithTimeout } from '../../routing/lazyWithTimeout.tsx';
import { lazyDisplay } from '../../schema/fields/lazyDisplay.tsx';

/**
 * 设备 in the app: the decryption records' list is the schema's (filters, 导出); the area brings
 * the warning above it (serials over N requests a day, each filtering the list), the serial that
 * opens its history drawer, the warranty tag, the masked code with 查看 / 复制, and the day's
 * request count flagged when over N.
 */
export const deviceArea = defineAppArea({
  name: 'device',
  loadTexts: () => import('./texts.ts').then((m) => [m.deviceTexts]),
  panels: {
    ActiveLogWarnings: { Panel: lazy(() => import('./ActiveLogWarnings.tsx').then((m) => ({ default: m.ActiveLogWarnings }))) },
  },
  displays: {
    activeLogSerial: lazyDisplay(() => import('./ActiveLogSerial.tsx').then((m) => m.ActiveLogSerial)),
    activeLogWarranty: lazyDisplay(() => import('./ActiveLogWarranty.tsx').then((m) => m.ActiveLogWarranty)),
    activeLogCode: lazyDisplay(() => import('./ActiveLogCode.tsx').then((m) => m.ActiveLogCode)),
    activeLogDayCount: lazyDisplay(() => import('./ActiveLogDayCount.tsx').then((m) => m.ActiveLogDayCount)),
  },
  pages: {
    DeviceFilePage: lazyWithTimeout(() => import('./file/DeviceFilePage.tsx').then((m) => m.DeviceFilePage)),
  },
});
