import { defineResource } from '../define.ts';
import { idField, updatedSortableFields } from '../commonFields.ts';
import { REPLY_ACCESS } from './access.ts';
import { KEYWORD_MATCHES, REPLY_MODES, RULE_KINDS } from './enums.ts';
import { REPLY_LIMITS } from './limits.ts';

/**
 * 回复规则 (/reply/responses; the form /reply/rule-edit/:id?, and /reply/rule-add in the menu):
 * the WeChat official-account keyword auto-reply that came before the assistant. A rule has up to
 * 10 keywords (each 全匹配 or 半匹配) and up to 5 replies (text, an image of the file library,
 * news, or a corpus answer of the assistant), answered all at once or one at random. There is one
 * 关注回复 (`kind` follow) and one default reply (`kind` default), neither with keywords.
 * The server checks every limit of REPLY_LIMITS (src/domain/replyRules.ts) and refuses a keyword
 * another rule already uses, naming that rule; `reply_keyword` keeps each keyword once (keywords.ts).
 */
export const replyRules = defineResource({
  name: 'replyRules',
  label: '回复规则',
  table: 'reply_rule',
  titleField: 'name',
  access: REPLY_ACCESS,
  defaultSort: '-updated_at',
  search: { fields: ['name'], placeholder: '规则名称', label: '规则名称' },
  endpoints: {
    list: { method: 'GET', path: '/reply/rule', summary: '回复规则列表' },
    one: { method: 'GET', path: '/reply/rule/:id', summary: '回复规则详情' },
    create: { method: 'POST', path: '/reply/rule', summary: '新建回复规则（最多 200 条）' },
    update: { method: 'PUT', path: '/reply/rule/:id', summary: '修改回复规则（带 version）' },
    delete: { method: 'DELETE', path: '/reply/rule/:id', summary: '删除回复规则（?version=）' },
    options: { method: 'GET', path: '/reply/rule/options', summary: '可选回复规则' },
  },
  screens: [
    {
      name: 'replyRule',
      createLabel: '添加规则',
      list: { path: '/reply/responses', title: '回复列表', menu: { group: 'reply', icon: 'UnorderedListOutlined', order: 2 } },
      form: { path: '/reply/rule-edit/:id?', title: '编辑规则', activeMenu: '/reply/responses' },
      panel: 'ReplySimulator',
      selectionTools: ['ReplyRuleBulk', 'ReplyMigrate'],
    },
  ],
  fields: [
    idField,
    { name: 'name', type: 'text', label: '规则名称', required: true, minLength: 1, maxLength: REPLY_LIMITS.nameLength, ui: { list: true, width: 180 } },
    { name: 'kind', type: 'enum', label: '类型', required: true, createOnly: true, options: RULE_KINDS, db: { default: 'keyword' }, ui: { list: true, width: 100, filter: 'eq' } },
    { name: 'category_id', type: 'reference', label: '分类', reference: { resource: 'replyCategories', labelField: 'name' }, db: { nullable: true }, ui: { list: true, width: 100, filter: 'eq' } },
    {
      name: 'keywords',
      type: 'json',
      label: '关键词',
      db: { column: 'keywords_json', nullable: true },
      ui: { list: true, width: 240, span: 3, input: 'replyKeywords', display: 'replyKeywords', help: '最多 10 个，每个不超过 30 字；全匹配要求消息与关键词相同，半匹配要求消息包含关键词' },
    },
    { name: 'keyword', type: 'text', label: '关键词', readOnly: true, db: { via: { table: 'reply_keyword', key: 'rule_id', column: 'word' } }, ui: { filter: 'prefix' } },
    {
      name: 'replies',
      type: 'json',
      label: '回复内容',
      required: true,
      db: { column: 'replies_json' },
      ui: { list: true, width: 320, span: 3, input: 'replyAnswers', display: 'replyAnswers', help: '最多 5 条；文字不超过 300 字' },
    },
    { name: 'reply_mode', type: 'enum', label: '回复方式', required: true, options: REPLY_MODES, db: { default: 'all' }, ui: { list: true, width: 110 } },
    { name: 'enabled', type: 'boolean', label: '启用', db: { default: true }, ui: { list: true, width: 70, filter: 'eq' } },
    { name: 'hit_count', type: 'number', label: '命中次数', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 90, sortable: true } },
    { name: 'last_hit_at', type: 'datetime', label: '最近命中', readOnly: true, db: { nullable: true }, ui: { width: 170 } },
    ...updatedSortableFields(),
  ],
  indexes: [
    { columns: ['updated_at'] },
    { columns: ['hit_count'] },
    { columns: ['name'] },
    { columns: ['kind', 'updated_at'] },
    { columns: ['kind', 'hit_count'] },
    { columns: ['category_id', 'updated_at'] },
    { columns: ['category_id', 'hit_count'] },
    { columns: ['enabled', 'updated_at'] },
    { columns: ['enabled', 'hit_count'] },
  ],
});

/**
 * Each keyword of every rule, once (unique on the normalised word): what makes a keyword another
 * rule already uses a clash, and what the matcher reads. Written only by the rules' own write
 * (src/server/areas/reply/hooks.ts, in the rule's transaction); read by the keyword filter of the list.
 */
export const replyKeywords = defineResource({
  name: 'replyKeywords',
  label: '回复关键词',
  table: 'reply_keyword',
  titleField: 'word',
  access: REPLY_ACCESS,
  defaultSort: 'word',
  search: { fields: ['word'], placeholder: '关键词' },
  endpoints: {
    list: { method: 'GET', path: '/reply/keyword', summary: '关键词列表（?rule_id=、q= 前缀）' },
  },
  screens: [],
  fields: [
    idField,
    { name: 'rule_id', type: 'reference', label: '规则', readOnly: true, reference: { resource: 'replyRules', labelField: 'name' }, ui: { list: true, filter: 'eq' } },
    { name: 'word', type: 'text', label: '关键词', readOnly: true, maxLength: REPLY_LIMITS.keywordLength, ui: { list: true, sortable: true } },
    { name: 'normalized', type: 'text', label: '归一化后', readOnly: true, db: { unique: true } },
    { name: 'match', type: 'enum', label: '匹配方式', readOnly: true, options: KEYWORD_MATCHES, ui: { list: true } },
  ],
  indexes: [{ columns: ['word'] }, { columns: ['rule_id', 'word'] }],
});
