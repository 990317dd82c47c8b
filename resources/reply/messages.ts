import { defineResource } from '../define.ts';
import { idField } from '../commonFields.ts';
import { REPLY_ACCESS } from './access.ts';
import { MATCH_RESULTS, MESSAGE_TYPES } from './enums.ts';

/**
 * 回复历史 (/reply/history, history/:id; /reply/conversation/:openid shows one follower's thread):
 * every message received, the rule that matched it (or none), how, and the replies sent.
 * Written by the matcher only (`POST /reply/simulate` writes a test message, `is_test`); read-only here.
 */
export const replyMessages = defineResource({
  name: 'replyMessages',
  label: '回复记录',
  table: 'reply_message',
  titleField: 'content',
  access: REPLY_ACCESS,
  defaultSort: '-created_at',
  search: { fields: ['content'], placeholder: '消息内容（开头）' },
  endpoints: {
    list: { method: 'GET', path: '/reply/history', summary: '回复历史列表（?openid= 为一位粉丝的会话）' },
    one: { method: 'GET', path: '/reply/history/:id', summary: '回复详情' },
  },
  screens: [
    {
      name: 'replyHistory',
      list: { path: '/reply/history', title: '回复历史', menu: { group: 'reply', icon: 'HistoryOutlined', order: 5 } },
      show: { path: '/reply/history/:id', title: '回复详情', activeMenu: '/reply/history' },
    },
  ],
  fields: [
    idField,
    { name: 'openid', type: 'text', label: '粉丝 OpenID', readOnly: true, maxLength: 64, ui: { list: true, width: 200, filter: 'eq', display: 'replyOpenid', displayWith: ['nickname'] } },
    { name: 'nickname', type: 'text', label: '昵称', readOnly: true, maxLength: 40, db: { nullable: true } },
    { name: 'msg_type', type: 'enum', label: '消息类型', readOnly: true, options: MESSAGE_TYPES, db: { default: 'text' }, ui: { list: true, width: 90, filter: 'eq' } },
    { name: 'content', type: 'text', label: '消息内容', readOnly: true, maxLength: 600, ui: { list: true, width: 240 } },
    // filtered by 历史统计's unmatched messages (grouped by this text), never typed: no input in the search form
    { name: 'normalized', type: 'text', label: '归一化后', readOnly: true, maxLength: 600, db: { nullable: true }, ui: { filter: 'eq', searchForm: false } },
    { name: 'result', type: 'enum', label: '匹配结果', readOnly: true, options: MATCH_RESULTS, ui: { list: true, width: 90, filter: 'eq' } },
    { name: 'matched', type: 'boolean', label: '已匹配', readOnly: true, db: { default: false }, ui: { filter: 'eq', show: false } },
    { name: 'rule_id', type: 'reference', label: '命中规则', readOnly: true, reference: { resource: 'replyRules', labelField: 'name' }, db: { nullable: true }, ui: { list: true, width: 160, filter: 'eq' } },
    { name: 'keyword', type: 'text', label: '命中关键词', readOnly: true, maxLength: 30, db: { nullable: true }, ui: { list: true, width: 110, filter: 'eq' } },
    { name: 'replies', type: 'json', label: '回复内容', readOnly: true, db: { column: 'replies_json', nullable: true }, ui: { list: true, width: 260, span: 3, display: 'replyAnswers' } },
    { name: 'is_test', type: 'boolean', label: '测试消息', readOnly: true, db: { default: false }, ui: { list: true, width: 80, filter: 'eq' } },
    { name: 'created_at', type: 'datetime', label: '时间', readOnly: true, ui: { list: true, width: 170, sortable: true, filter: 'range' } },
  ],
  indexes: [
    { columns: ['content'] },
    { columns: ['created_at'] },
    { columns: ['openid', 'created_at'] },
    { columns: ['normalized', 'created_at'] },
    { columns: ['msg_type', 'created_at'] },
    { columns: ['result', 'created_at'] },
    { columns: ['matched', 'created_at'] },
    { columns: ['rule_id', 'created_at'] },
    { columns: ['keyword', 'created_at'] },
    { columns: ['is_test', 'created_at'] },
  ],
});
