import type { GroupHandlers } from '../../engine/mount.ts';
import { deviceFileHandler } from './file.ts';
import { issueCodeHandler } from './issueCode.ts';
import { modelsHandler } from './models.ts';
import { revealCodeHandler } from './revealCode.ts';
import { warningsHandler } from './warnings.ts';

/** Handlers of the device endpoint group (resources/device/endpoints.ts), by endpoint key. */
export const DEVICE_HANDLERS = {
  'device.revealCode': revealCodeHandler,
  'device.warnings': warningsHandler,
  'device.issueCode': issueCodeHandler,
  'device.models': modelsHandler,
  'device.file': deviceFileHandler,
} satisfies Partial<GroupHandlers>;
