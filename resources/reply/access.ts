import type { Access } from '../../src/domain/access.ts';
import { GROUP } from '../../src/domain/groups.ts';

/** Who works in 自动回复 (ROUTES.md: every /reply route is group 128): administrators and above. */
export const REPLY_ACCESS: Access = { group: GROUP.admin };
