import type { Access } from '../../src/domain/access.ts';
import { GROUP } from '../../src/domain/groups.ts';

/** Who works in 智能助手 (ROUTES.md: every /intelligence route is group 128): administrators and above. */
export const AI_ACCESS: Access = { group: GROUP.admin };
