import { defineEndpoints } from './define.ts';

/**
 * Private messages (站内信, section 7 "Messages").
 *
 * Own-inbox calls under `/admin/message` serve every logged-in user, for their own messages only
 * (ROUTES.md "Endpoints that serve every logged-in user"). Message management under
 * `/manage/message` needs `manage_message`.
 *
 * The header's unread badge: `GET /admin/message/count` answers `{ unread: number }` for the
 * caller's inbox. The header reads it under the react-query key `UNREAD_QUERY_KEY`
 * (`['shell', 'unread']`, src/app/shell/shellQueries.ts); the message pages read the same query
 * and invalidate that key after every change of the inbox (send, mark read/unread, delete,
 * revoke, resend), so the bell follows at once.
 */
export const messageEndpoints = defineEndpoints({
  name: 'messages',
  endpoints: {
    count: { method: 'GET', path: '/admin/message/count', access: {}, summary: '我的未读站内信数量 { unread }' },
    markAllRead: { method: 'PUT', path: '/admin/message/count', access: {}, summary: '将我的站内信全部标为已读（或 ids 指定的几封）' },
    inbox: { method: 'GET', path: '/admin/message/inbox', access: {}, summary: '收件箱（分页，read=0/1，q 按标题前缀）' },
    outbox: { method: 'GET', path: '/admin/message/outbox', access: {}, summary: '发件箱（分页，q 按标题前缀）' },
    recipients: { method: 'GET', path: '/admin/message/recipients', access: {}, summary: '可选收件人（启用的系统账号）' },
    send: { method: 'POST', path: '/admin/message', access: {}, summary: '发送站内信' },
    mark: { method: 'PUT', path: '/admin/message/:id', access: {}, summary: '将我收到的一封站内信标为已读或未读 { read }' },
    remove: { method: 'DELETE', path: '/admin/message', access: {}, summary: '删除我收到或发出的站内信（id 在查询参数中）' },
    manageList: { method: 'GET', path: '/manage/message', access: { permission: 'manage_message' }, summary: '站内信管理列表' },
    manageUpdate: { method: 'PUT', path: '/manage/message/:id', access: { permission: 'manage_message' }, summary: '修改站内信标题与内容（带 version）' },
    revoke: { method: 'DELETE', path: '/manage/message/revoke', access: { permission: 'manage_message' }, summary: '撤回站内信（id 在查询参数中）' },
    resend: { method: 'POST', path: '/manage/message', access: { permission: 'manage_message' }, summary: '重新发送站内信（id 在查询参数中，收件人重新变为未读）' },
  },
});
