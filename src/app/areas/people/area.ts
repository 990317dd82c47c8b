import { defineAppArea } from '../../appArea.ts';
import { lazyWithTimeout } from '../../routing/lazyWithTimeout.tsx';
import { lazyDisplay } from '../../schema/fields/lazyDisplay.tsx';
import { peopleTexts } from './texts.ts';

/** Accounts and rights in the app: an action-log row's record, one's profile and the rights page. */
export const peopleArea = defineAppArea({
  name: 'people',
  texts: [peopleTexts],
  displays: {
    ActionRecord: lazyDisplay(() => import('./ActionRecord.tsx').then((m) => m.ActionRecord)),
  },
  pages: {
    ProfilePage: lazyWithTimeout(() => import('./ProfilePage.tsx').then((m) => m.ProfilePage)),
    AdminPermissionPage: lazyWithTimeout(() => import('./AdminPermissionPage.tsx').then((m) => m.AdminPermissionPage)),
  },
});
