import { lazy } from 'react';
import { defineAppArea } from '../../appArea.ts';
import { lazyWithTimeout } from '../../routing/lazyWithTimeout.tsx';
import { lazyDisplay } from '../../schema/fields/lazyDisplay.tsx';

/** 通知 in the app: the provider notice above the outbox lists, an outbox row's detail, its words and the statistics page. */
export const notificationsArea = defineAppArea({
  name: 'notifications',
  loadTexts: () => import('./texts.ts').then((m) => [m.notificationsTexts]),
  panels: {
    ProviderNotice: { Panel: lazy(() => import('./ProviderNotice.tsx').then((m) => ({ default: m.ProviderNotice }))) },
  },
  rowDetails: {
    NotificationRowDetail: lazy(() => import('./detail/NotificationRowDetail.tsx').then((m) => ({ default: m.NotificationRowDetail }))),
  },
  displays: {
    notifyProvider: lazyDisplay(() => import('./displays/NotifyWords.tsx').then((m) => m.NotifyProvider)),
    notifyTrigger: lazyDisplay(() => import('./displays/NotifyWords.tsx').then((m) => m.NotifyTrigger)),
    notifyKey: lazyDisplay(() => import('./displays/NotifyWords.tsx').then((m) => m.NotifyKey)),
    notifyError: lazyDisplay(() => import('./displays/NotifyWords.tsx').then((m) => m.NotifyError)),
    notifyTemplate: lazyDisplay(() => import('./displays/NotifyTemplate.tsx').then((m) => m.NotifyTemplate)),
  },
  showPanels: {
    // an outbox row's body, attempts and variables: the email detail page's chunk
    notifications: [lazy(() => import('./detail/NotificationShowPanel.tsx').then((m) => ({ default: m.NotificationShowPanel })))],
  },
  pages: {
    NotificationStatPage: lazyWithTimeout(() => import('./StatPage.tsx').then((m) => m.NotificationStatPage)),
  },
});
