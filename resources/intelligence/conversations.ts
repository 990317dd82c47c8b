import { defineResource } from '../define.ts';
import { idField } from '../commonFields.ts';
import { AI_ACCESS } from './access.ts';
import { AI_CHANNELS, ANSWER_SOURCES, CONVERSATION_OUTCOMES, VOTES } from './enums.ts';

/**
 * 对话历史 (/intelligence/history, history-detail/:id): one customer's conversation with the
 * assistant, written by the pipeline (`POST /intelligence/ask`; 试一试 under the channel 调试).
 * Read-only here: its turns, with the pipeline's path, the chunks used and the time taken, are the
 * detail page's panel; `unanswered` counts the turns no step could answer (the filter 未找到答案).
 * 导出所选 (the list's selection tool `ConversationExport`) exports the ticked conversations and
 * their turns as one workbook, read through these endpoints with the caller's session.
 */
export const aiConversations = defineResource({
  name: 'aiConversations',
  label: '对话',
  table: 'ai_conversation',
  titleField: 'first_question',
  access: AI_ACCESS,
  defaultSort: '-started_at',
  search: { fields: ['first_question'], placeholder: '首个问题' },
  endpoints: {
    list: { method: 'GET', path: '/intelligence/history', summary: '对话历史列表' },
    one: { method: 'GET', path: '/intelligence/history/:id', summary: '对话详情' },
  },
  screens: [
    {
      name: 'aiHistory',
      list: { path: '/intelligence/history', title: '对话历史', menu: { group: 'intelligence', icon: 'HistoryOutlined', order: 5 } },
      selectionTools: ['ConversationExport'],
      show: { path: '/intelligence/history-detail/:id', title: '对话详情', activeMenu: '/intelligence/history' },
    },
  ],
  fields: [
    idField,
    { name: 'channel', type: 'enum', label: '渠道', readOnly: true, options: AI_CHANNELS, ui: { list: true, width: 80, filter: 'eq' } },
    { name: 'customer_name', type: 'text', label: '客户', readOnly: true, db: { nullable: true }, ui: { list: true, width: 100 } },
    { name: 'first_question', type: 'text', label: '首个问题', readOnly: true, maxLength: 255, ui: { list: true, width: 260 } },
    { name: 'started_at', type: 'datetime', label: '开始时间', readOnly: true, ui: { list: true, width: 170, sortable: true, filter: 'range' } },
    { name: 'last_at', type: 'datetime', label: '最后消息', readOnly: true, ui: { width: 170 } },
    { name: 'message_count', type: 'number', label: '消息数', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 80 } },
    { name: 'unanswered', type: 'number', label: '未答出', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 80 } },
    { name: 'no_answer', type: 'boolean', label: '未找到答案', readOnly: true, db: { default: false }, ui: { filter: 'eq', show: false } },
    { name: 'outcome', type: 'enum', label: '结果', readOnly: true, options: CONVERSATION_OUTCOMES, db: { default: 'open' }, ui: { list: true, width: 90, filter: 'eq' } },
    { name: 'vote', type: 'enum', label: '评价', readOnly: true, options: VOTES, db: { nullable: true }, ui: { list: true, width: 80, filter: 'eq' } },
  ],
  indexes: [
    { columns: ['first_question'] },
    { columns: ['started_at'] },
    { columns: ['channel', 'started_at'] },
    { columns: ['vote', 'started_at'] },
    { columns: ['outcome', 'started_at'] },
    { columns: ['no_answer', 'started_at'] },
  ],
});

/**
 * One question and its answer in a conversation: the pipeline's path (`source`), the chunks or the
 * corpus pair used (`citations`), the time taken, the vote. Read through the conversation's detail
 * page; 存为语料 turns one into a corpus pair (`saved_corpus_id` then names it).
 */
export const aiTurns = defineResource({
  name: 'aiTurns',
  label: '对话消息',
  table: 'ai_turn',
  titleField: 'question',
  access: AI_ACCESS,
  defaultSort: 'created_at',
  endpoints: {
    list: { method: 'GET', path: '/intelligence/turn', summary: '对话消息列表（?conversation_id=、source=）' },
  },
  screens: [],
  fields: [
    idField,
    { name: 'conversation_id', type: 'reference', label: '对话', readOnly: true, reference: { resource: 'aiConversations', labelField: 'first_question' }, ui: { filter: 'eq' } },
    { name: 'question', type: 'text', label: '问题', readOnly: true, maxLength: 500, ui: { list: true } },
    { name: 'normalized', type: 'text', label: '归一化后', readOnly: true, maxLength: 500 },
    { name: 'answer', type: 'textarea', label: '回答', readOnly: true, ui: { list: true } },
    { name: 'source', type: 'enum', label: '来源', readOnly: true, options: ANSWER_SOURCES, ui: { list: true, filter: 'eq' } },
    { name: 'source_id', type: 'number', label: '来源记录', readOnly: true, integer: true, db: { nullable: true } },
    { name: 'citations', type: 'json', label: '引用', readOnly: true, db: { column: 'citations_json', nullable: true } },
    { name: 'elapsed_ms', type: 'number', label: '耗时（毫秒）', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true } },
    { name: 'vote', type: 'enum', label: '评价', readOnly: true, options: VOTES, db: { nullable: true } },
    { name: 'saved_corpus_id', type: 'number', label: '已存为语料', readOnly: true, integer: true, db: { nullable: true } },
    { name: 'created_at', type: 'datetime', label: '时间', readOnly: true, ui: { list: true, sortable: true } },
  ],
  indexes: [{ columns: ['conversation_id', 'created_at'] }, { columns: ['source', 'created_at'] }, { columns: ['created_at'] }],
});
