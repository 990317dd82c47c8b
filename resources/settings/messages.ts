import { defineEndpoints } from '../define.ts';

/**
 * The two kinds of 站内信. A `private` message is sent by anyone (我的站内信, the header's
 * 发送站内信) and is readable by its sender and its recipients alone; nobody changes it after
 * it is sent. A `notice` is sent from 站内信管理 by someone with `manage_message`, and only
 * notices are listed, edited, revoked and resent there (an edited notice keeps who and when).
 */
export const MESSAGE_KINDS = ['private', 'notice'] as const;

/** A message kind (`MESSAGE_KINDS`). */
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** At most this many recipients per private message. */
export const PRIVATE_MAX_RECIPIENTS = 50;

/** At most this many recipients per notice (the compose form's 全部 picks every enabled account). */
export const NOTICE_MAX_RECIPIENTS = 200;

/**
 * 站内信 (section 7 "Messages").
 *
 * Own-inbox calls under `/admin/message` serve every logged-in user, for their own messages only
 * (ROUTES.md "Endpoints that serve every logged-in user"); the inbox and outbox lists are the
 * declared resources `inbox` and `outbox` (resources/settings/myMessages.ts). Management under `/manage/message` is the declared resource
 * `notices` (resources/settings/notices.ts, `manage_message`, notices only: a private message's id there
 * is 404); `revoke` and `resend` below are section 7's own paths of its two actions.
 *
 * The header's unread badge: `GET /admin/message/count` answers `{ unread: number }` for the
 * caller's inbox. The header reads it under the react-query key `UNREAD_QUERY_KEY`
 * (`['shell', 'unread']`, src/app/shell/shellQueries.ts); the message pages read the same query
 * and invalidate that key after every change of the inbox (send, mark read/unread, delete,
 * revoke, resend), so the bell follows at once.
 *
 * `refs`: the records that numbers written in messages and notifications name (resources/recordNumbers.ts),
 * answered only for those whose detail page the caller may open — the pages link those and leave
 * the others as plain text.
 */
export const messageEndpoints = defineEndpoints({
  name: 'messages',
  endpoints: {
    count: { method: 'GET', path: '/admin/message/count', access: {}, summary: '我的未读站内信数量 { unread }' },
    markAllRead: { method: 'PUT', path: '/admin/message/count', access: {}, summary: '将我的站内信全部标为已读（或 ids 指定的几封）' },
    recipients: { method: 'GET', path: '/admin/message/recipients', access: {}, summary: '可选收件人（启用的系统账号）' },
    refs: { method: 'GET', path: '/admin/message/refs', access: {}, summary: '站内信和通知中写到的单号（no=WX…,GD…）对应的记录，只给出调用者能打开的' },
    send: { method: 'POST', path: '/admin/message', access: {}, summary: '发送私信（发出后任何人不能修改）' },
    mark: { method: 'PUT', path: '/admin/message/:id', access: {}, summary: '将我收到的一封站内信标为已读或未读 { read }' },
    remove: { method: 'DELETE', path: '/admin/message', access: {}, summary: '删除我收到的站内信或我发出的私信（id 在查询参数中）' },
    revoke: { method: 'DELETE', path: '/manage/message/revoke', access: { permission: 'manage_message' }, summary: '撤回通知（id 在查询参数中）' },
    resend: { method: 'POST', path: '/manage/message', access: { permission: 'manage_message' }, summary: '重新发送通知（id 在查询参数中，收件人重新变为未读）' },
  },
});
