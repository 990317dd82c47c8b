import { defineResource } from '../define.ts';
import { idField, timestampFields } from '../commonFields.ts';
import { REPLY_ACCESS } from './access.ts';

/** At most this many words a dictionary. */
export const DICT_WORDS_MAX = 2000;

/**
 * 词典 (/reply/dict, dict-detail/:id): dictionaries of synonyms (word → standard word). Before a
 * message is matched, every enabled dictionary's words are replaced by their standard words
 * (the assistant's `applySynonyms`: longest first, one pass), so 「镭射机」 finds the rule of 激光机.
 * The detail page lists the words, with import and export as `word→standard` lines or an Excel sheet.
 */
export const replyDicts = defineResource({
  name: 'replyDicts',
  label: '词典',
  table: 'reply_dict',
  titleField: 'name',
  access: REPLY_ACCESS,
  defaultSort: '-updated_at',
  search: { fields: ['name'], placeholder: '词典名称' },
  endpoints: {
    list: { method: 'GET', path: '/reply/dict', summary: '词典列表' },
    one: { method: 'GET', path: '/reply/dict/:id', summary: '词典详情' },
    create: { method: 'POST', path: '/reply/dict', summary: '新建词典' },
    update: { method: 'PUT', path: '/reply/dict/:id', summary: '修改词典（带 version）' },
    delete: { method: 'DELETE', path: '/reply/dict/:id', summary: '删除词典及其词条（?version=）' },
    options: { method: 'GET', path: '/reply/dict/options', summary: '可选词典' },
  },
  screens: [
    {
      name: 'replyDict',
      createLabel: '新建词典',
      list: { path: '/reply/dict', title: '词典', menu: { group: 'reply', icon: 'BookOutlined', order: 3 } },
      show: { path: '/reply/dict-detail/:id', title: '词典详情', activeMenu: '/reply/dict' },
    },
  ],
  fields: [
    idField,
    { name: 'name', type: 'text', label: '名称', required: true, minLength: 2, maxLength: 40, db: { unique: true }, ui: { list: true, width: 200 } },
    { name: 'remark', type: 'textarea', label: '说明', maxLength: 200, db: { nullable: true }, ui: { list: true, width: 280, span: 3 } },
    { name: 'enabled', type: 'boolean', label: '启用', db: { default: true }, ui: { list: true, width: 70, filter: 'eq' } },
    { name: 'word_count', type: 'number', label: '词条数', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 80 } },
    ...timestampFields(true),
  ],
  indexes: [{ columns: ['updated_at'] }, { columns: ['created_at'] }, { columns: ['enabled', 'updated_at'] }, { columns: ['enabled', 'created_at'] }],
});

/** The words of a dictionary: a word read as its standard word; a word once per dictionary. */
export const replyDictWords = defineResource({
  name: 'replyDictWords',
  label: '词条',
  table: 'reply_dict_word',
  titleField: 'word',
  access: REPLY_ACCESS,
  defaultSort: 'word',
  search: { fields: ['word', 'standard'], placeholder: '词语或标准词' },
  endpoints: {
    list: { method: 'GET', path: '/reply/dict-word', summary: '词条列表（?dict_id=）' },
    create: { method: 'POST', path: '/reply/dict-word', summary: '添加词条' },
    update: { method: 'PUT', path: '/reply/dict-word/:id', summary: '修改词条（带 version）' },
    delete: { method: 'DELETE', path: '/reply/dict-word/:id', summary: '删除词条（?version=）' },
  },
  screens: [],
  fields: [
    idField,
    { name: 'dict_id', type: 'reference', label: '词典', required: true, createOnly: true, reference: { resource: 'replyDicts', labelField: 'name' }, ui: { filter: 'eq' } },
    { name: 'word', type: 'text', label: '词语', required: true, minLength: 1, maxLength: 20, ui: { list: true, sortable: true, help: '消息中的说法，如「镭射机」' } },
    { name: 'standard', type: 'text', label: '标准词', required: true, minLength: 1, maxLength: 20, ui: { list: true, help: '匹配前替换成的词，如「激光机」' } },
    ...timestampFields(false),
  ],
  indexes: [{ columns: ['dict_id', 'word'], unique: true }, { columns: ['word'] }, { columns: ['standard'] }],
});
