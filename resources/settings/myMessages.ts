import { defineResource } from '../define.ts';
import { MESSAGE_KINDS } from './messages.ts';
import { NOTICE_STATUSES } from './notices.ts';

/**
 * 我的站内信: the caller's inbox (/account/message, private messages and notices) and outbox
 * (/account/message/outbox, the private messages they sent), every logged-in user's. Both are
 * schema lists over read-only views (migration 0010). Each screen is the caller's own (`mine`: the
 * view's recipient or sender column), so the server narrows every call of the resource to the
 * caller's own rows (`rowScopeOf`, src/server/engine/hooks.ts) and its exports are the caller's alone. A row's `id` is the message's
 * id, which the own-inbox calls of resources/settings/messages.ts (mark, delete) take.
 */

const KIND_OPTIONS = MESSAGE_KINDS.map((k) => (k === 'notice' ? { value: k, label: '通知', color: 'blue' } : { value: k, label: '私信' }));

const READ_OPTIONS = [
  { value: 0, label: '未读', color: 'red' },
  { value: 1, label: '已读' },
] as const;

const DELETE_CONFIRM = '删除后这封站内信将不再显示，确认删除？';

export const inbox = defineResource({
  name: 'inbox',
  label: '站内信',
  table: 'message_inbox',
  viewOver: ['message_receipt', 'message'],
  titleField: 'title',
  access: {},
  defaultSort: '-delivered_at',
  endpoints: {
    list: { method: 'GET', path: '/admin/message/inbox', summary: '收件箱：私信和通知（read=0/1，q 按标题前缀）' },
  },
  // a row opened (expanded, or 展开 on a phone's card) shows the message and marks it read
  screens: [{ name: 'inbox', list: { path: '/account/message', title: '我的站内信' }, panel: 'MessageBoxes', mine: 'recipient_id', rowDetail: 'MessageRowDetail' }],
  search: { fields: ['title'], placeholder: '标题' },
  fields: [
    { name: 'id', type: 'id', label: 'ID', readOnly: true, ui: { show: false } },
    { name: 'read', type: 'enum', label: '状态', readOnly: true, options: READ_OPTIONS, ui: { list: true, width: 80, filter: 'eq' } },
    { name: 'kind', type: 'enum', label: '类型', readOnly: true, options: KIND_OPTIONS, ui: { list: true, width: 80 } },
    { name: 'title', type: 'text', label: '标题', readOnly: true, ui: { list: true, width: 280, display: 'recordText' } },
    { name: 'content', type: 'textarea', label: '内容', readOnly: true, ui: { span: 3, display: 'recordText' } },
    { name: 'sender_id', type: 'reference', label: '发件人', readOnly: true, reference: { resource: 'admins', labelField: 'name' }, ui: { list: true, width: 110 } },
    { name: 'delivered_at', type: 'datetime', label: '时间', readOnly: true, ui: { list: true, width: 170, sortable: true } },
    { name: 'read_at', type: 'datetime', label: '阅读时间', readOnly: true, db: { nullable: true } },
    { name: 'edited_at', type: 'datetime', label: '编辑', readOnly: true, db: { nullable: true }, ui: { list: true, width: 260, display: 'EditedMark' } },
    { name: 'edited_by', type: 'reference', label: '编辑人', readOnly: true, db: { nullable: true }, reference: { resource: 'admins', labelField: 'name' } },
  ],
  operations: [
    { name: 'markRead', label: '标为已读', endpoint: 'messages.mark', fields: [], values: { read: true }, when: { read: 0 } },
    { name: 'markUnread', label: '标为未读', endpoint: 'messages.mark', fields: [], values: { read: false }, when: { read: 1 } },
    { name: 'remove', label: '删除', endpoint: 'messages.remove', fields: [], confirm: DELETE_CONFIRM, danger: true },
  ],
});

export const outbox = defineResource({
  name: 'outbox',
  label: '已发站内信',
  table: 'message_outbox',
  viewOver: ['message', 'message_receipt'],
  titleField: 'title',
  access: {},
  defaultSort: '-created_at',
  endpoints: {
    list: { method: 'GET', path: '/admin/message/outbox', summary: '发件箱：我发出的私信（q 按标题前缀）' },
  },
  screens: [{ name: 'outbox', list: { path: '/account/message/outbox', title: '发件箱' }, panel: 'MessageBoxes', mine: 'sender_id' }],
  search: { fields: ['title'], placeholder: '标题' },
  fields: [
    { name: 'id', type: 'id', label: 'ID', readOnly: true, ui: { show: false } },
    { name: 'title', type: 'text', label: '标题', readOnly: true, ui: { list: true, width: 280, display: 'recordText' } },
    { name: 'content', type: 'textarea', label: '内容', readOnly: true, ui: { span: 3, display: 'recordText' } },
    { name: 'state', type: 'enum', label: '状态', readOnly: true, options: NOTICE_STATUSES, ui: { list: true, width: 90 } },
    { name: 'recipient_count', type: 'number', label: '收件人数', readOnly: true, ui: { list: true, width: 90 } },
    { name: 'read_count', type: 'number', label: '已读人数', readOnly: true, ui: { list: true, width: 90 } },
    { name: 'created_at', type: 'datetime', label: '时间', readOnly: true, ui: { list: true, width: 170, sortable: true } },
  ],
  operations: [{ name: 'remove', label: '删除', endpoint: 'messages.remove', fields: [], confirm: DELETE_CONFIRM, danger: true }],
});
