import { defineEndpoints } from '../define.ts';

/**
 * The outbox's calls besides its list and detail (resources/notifications/outbox.ts): 重新发送 makes a
 * new row linked to the original (which stays as it was) and answers it.
 */
export const notificationEndpoints = defineEndpoints({
  name: 'notifications',
  endpoints: {
    resend: { method: 'POST', path: '/notification/outbox/:id/resend', access: { permission: 'manage_message' }, summary: '重新发送一条通知（生成关联原记录的新记录）' },
  },
});
