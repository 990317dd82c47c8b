import { GROUP } from '../../src/domain/groups.ts';
import type { Access } from '../../src/domain/access.ts';

/** Who reads the decryption records (ROUTES.md: /device/active-log, perm get_active_log). */
export const ACTIVE_LOG_ACCESS: Access = { permission: 'get_active_log' };

/** Who opens a device file (ROUTES.md: /device/file/:serial, group 64); each section then follows its own list's access. */
export const DEVICE_FILE_ACCESS: Access = { group: GROUP.editor };
