import { defineResource } from '../define.ts';
import { MESSAGE_KINDS } from './messages.ts';

/** The states of a notice: sent (recipients see it) or revoked (they no longer do). */
export const NOTICE_STATUSES = [
  { value: 'sent', label: '已发送', color: 'green' },
  { value: 'revoked', label: '已撤回', color: 'default' },
] as const;

/**
 * 站内信管理 (/notification/message, `manage_message`): the notices, on the `message` table that
 * also holds private messages. The server's row scope (`rowScope`, src/server/areas/settings/noticeHooks.ts)
 * keeps every call to kind `notice`: a private message's id here is 404. Sending (`create`,
 * section 7's irregular `POST /manage/message/send`) takes `recipients`, which the hook checks and
 * delivers as one unread receipt each; an edit records who edited and when; 撤回 and 重新发送 are
 * the state machine's actions (a revoked notice is resent; section 7 also names them `DELETE /manage/message/revoke?id=` and
 * `POST /manage/message?id=`, resources/settings/messages.ts).
 */
export const notices = defineResource({
  name: 'notices',
  label: '通知',
  table: 'message',
  titleField: 'title',
  access: { permission: 'manage_message' },
  defaultSort: '-created_at',
  endpoints: {
    list: { method: 'GET', path: '/manage/message', summary: '站内信管理：通知列表' },
    one: { method: 'GET', path: '/manage/message/:id', summary: '一条通知' },
    create: { method: 'POST', path: '/manage/message/send', summary: '发送通知 {recipients, title, content}' },
    update: { method: 'PUT', path: '/manage/message/:id', summary: '修改通知的标题与内容（带 version，记下编辑人和时间）' },
    action: { method: 'PUT', path: '/manage/message/:id/status', summary: '撤回或重新发送通知 {action, version}' },
  },
  screens: [
    {
      name: 'notice',
      fixed: { kind: 'notice' },
      list: { path: '/notification/message', title: '站内信管理', menu: { group: 'notification', icon: 'MessageOutlined', order: 1 } },
      editFields: ['title', 'content'],
      canDelete: false,
      panel: 'NoticeCompose',
    },
  ],
  search: { fields: ['title'], placeholder: '标题' },
  fields: [
    { name: 'id', type: 'id', label: 'ID', readOnly: true, ui: { show: false } },
    { name: 'kind', type: 'enum', label: '类型', readOnly: true, options: MESSAGE_KINDS.map((k) => ({ value: k, label: k === 'notice' ? '通知' : '私信' })), ui: { show: false } },
    { name: 'title', type: 'text', label: '标题', required: true, maxLength: 100, ui: { list: true, width: 240, display: 'recordText' } },
    { name: 'content', type: 'textarea', label: '内容', required: true, maxLength: 2000, ui: { span: 3, display: 'recordText' } },
    { name: 'recipients', type: 'json', label: '收件人', writeOnly: true, reference: { resource: 'admins', labelField: 'name' }, ui: { form: false, show: false } },
    { name: 'status', type: 'enum', label: '状态', readOnly: true, options: NOTICE_STATUSES, ui: { list: true, width: 90, filter: 'eq' } },
    { name: 'sender_id', type: 'reference', label: '发送人', readOnly: true, reference: { resource: 'admins', labelField: 'name' }, ui: { list: true, width: 110 } },
    { name: 'sent_at', type: 'datetime', label: '发送时间', readOnly: true, ui: { list: true, width: 170 } },
    { name: 'edited_at', type: 'datetime', label: '编辑', readOnly: true, db: { nullable: true }, ui: { list: true, width: 260, display: 'EditedMark' } },
    { name: 'edited_by', type: 'reference', label: '编辑人', readOnly: true, db: { nullable: true }, reference: { resource: 'admins', labelField: 'name' } },
    { name: 'created_at', type: 'datetime', label: '创建时间', readOnly: true, ui: { list: true, width: 170, sortable: true } },
    { name: 'updated_at', type: 'datetime', label: '更新时间', readOnly: true, ui: { show: false } },
    { name: 'created_by', type: 'number', label: '创建人', readOnly: true, db: { nullable: true }, ui: { show: false } },
    { name: 'version', type: 'number', label: '版本', readOnly: true, ui: { show: false } },
  ],
  indexes: [{ columns: ['kind', 'created_at'] }, { columns: ['kind', 'status', 'created_at'] }, { columns: ['kind', 'title'] }],
  status: {
    field: 'status',
    initial: 'sent',
    open: [],
    actions: [
      { name: 'revoke', label: '撤回', from: ['sent'], to: 'revoked', confirm: '撤回后收件人将看不到该通知，确认撤回？', danger: true },
      { name: 'resend', label: '重新发送', from: ['revoked'], to: 'sent', confirm: '重新发送后所有收件人将再次收到未读提醒，确认重新发送？' },
    ],
  },
});
