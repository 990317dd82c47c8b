import { defineAppArea } from '../../appArea.ts';
import { lazyWithTimeout } from '../../routing/lazyWithTimeout.tsx';
import { lazyDisplay } from '../../schema/fields/lazyDisplay.tsx';

/** Accounts and rights in the app: an action-log row's record, one's profile and the rights page. */
export const peopleArea = defineAppArea({
  name: 'people',
  loadTexts: () => import('./texts.ts').then((m) => [m.peopleTexts]),
  displays: {
    ActionRecord: lazyDisplay(() => import('./ActionRecord.tsx').then((m) => m.ActionRecord)),
  },
  pages: {
    ProfilePage: lazyWithTimeout(() => import('./ProfilePage.tsx').then((m) => m.ProfilePage)),
    AdminPermissionPage: lazyWithTimeout(() => import('./AdminPermissionPage.tsx').then((m) => m.AdminPermissionPage)),
  },
});
