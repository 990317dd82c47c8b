import type { Access } from '../../src/domain/access.ts';

/** Who reads the decryption records (ROUTES.md: /device/active-log, perm get_active_log). */
export const ACTIVE_LOG_ACCESS: Access = { permission: 'get_active_log' };
