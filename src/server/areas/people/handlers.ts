import type { GroupHandlers } from '../../engine/mount.ts';
import { loginHandler, logoutHandler } from '../../auth/login.ts';
import { checkHandler, groupsHandler, passwordHandler, permissionsHandler, profileHandler } from './accountRoutes.ts';
import { rightsListHandler, rightsOneHandler, rightsUpdateHandler } from './rights.ts';

/** Handlers of the people area's endpoint groups (resources/people/account.ts, rights.ts), by endpoint key. */
export const PEOPLE_HANDLERS = {
  'account.login': loginHandler,
  'account.check': checkHandler,
  'account.logout': logoutHandler,
  'account.permissions': permissionsHandler,
  'account.profile': profileHandler,
  'account.password': passwordHandler,
  'account.groups': groupsHandler,
  'rights.list': rightsListHandler,
  'rights.one': rightsOneHandler,

  'rights.update': rightsUpdateHandler,
} satisfies Partial<GroupHandlers>;
