import { defineAreaDeclarations } from '../define.ts';
import { emailBounces } from './bounces.ts';
import { notificationEndpoints } from './endpoints.ts';
import { notificationAttempts, notifications } from './outbox.ts';
import { notificationStatEndpoints, notificationStatPages } from './stat.ts';

/** The declarations of 消息通知 (notifications): one line in resources/index.ts. */
export const notificationsDeclarations = defineAreaDeclarations({
  name: 'notifications',
  resources: [notifications, notificationAttempts, emailBounces],
  endpointGroups: [notificationEndpoints, notificationStatEndpoints],
  pages: notificationStatPages,
});
