import { defineResource } from '../define.ts';
import { idField, timestampFields } from '../commonFields.ts';
import { AI_ACCESS } from './access.ts';

/** At most this many words a hot-word table (the speech recognisers' limit). */
export const HOT_WORDS_PER_TABLE = 1000;

/** A hot word: at most 10 characters, Chinese, letters or digits (no spaces or punctuation). */
export const HOT_WORD_PATTERN = '^[\\u3400-\\u9fffA-Za-z0-9]{1,10}$';

/**
 * 语音热词 (/intelligence/vocabulary, vocabulary-detail/:id): tables of hot words the speech
 * recogniser favours, each word with a weight of 1–11. The words also join the segmenter's user
 * dictionary, so a hot word is one search term. The detail page lists the table's words, with
 * import and export as `word|weight` lines (each bad line named).
 */
export const aiVocabularies = defineResource({
  name: 'aiVocabularies',
  label: '热词表',
  table: 'ai_vocabulary',
  titleField: 'name',
  access: AI_ACCESS,
  defaultSort: '-updated_at',
  search: { fields: ['name'], placeholder: '热词表名称' },
  endpoints: {
    list: { method: 'GET', path: '/intelligence/vocabulary', summary: '热词表列表' },
    one: { method: 'GET', path: '/intelligence/vocabulary/:id', summary: '热词表详情' },
    create: { method: 'POST', path: '/intelligence/vocabulary', summary: '新建热词表' },
    update: { method: 'PUT', path: '/intelligence/vocabulary/:id', summary: '修改热词表（带 version）' },
    delete: { method: 'DELETE', path: '/intelligence/vocabulary/:id', summary: '删除热词表及其热词（?version=）' },
    options: { method: 'GET', path: '/intelligence/vocabulary/options', summary: '可选热词表' },
  },
  screens: [
    {
      name: 'aiVocabulary',
      createLabel: '新建热词表',
      list: { path: '/intelligence/vocabulary', title: '语音热词', menu: { group: 'intelligence', icon: 'AudioOutlined', order: 6 } },
      show: { path: '/intelligence/vocabulary-detail/:id', title: '热词详情', activeMenu: '/intelligence/vocabulary' },
    },
  ],
  fields: [
    idField,
    { name: 'name', type: 'text', label: '名称', required: true, minLength: 2, maxLength: 40, db: { unique: true }, ui: { list: true, width: 200 } },
    { name: 'remark', type: 'textarea', label: '说明', maxLength: 200, db: { nullable: true }, ui: { list: true, width: 280, span: 3 } },
    { name: 'word_count', type: 'number', label: '热词数', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 80 } },
    ...timestampFields(true),
  ],
  indexes: [{ columns: ['updated_at'] }, { columns: ['created_at'] }],
});

/** The words of a hot-word table; unique within it. Written one at a time or by the table's import. */
export const aiHotWords = defineResource({
  name: 'aiHotWords',
  label: '热词',
  table: 'ai_hot_word',
  titleField: 'word',
  access: AI_ACCESS,
  defaultSort: '-weight',
  search: { fields: ['word'], placeholder: '热词' },
  endpoints: {
    list: { method: 'GET', path: '/intelligence/hot-word', summary: '热词列表（?vocabulary_id=）' },
    create: { method: 'POST', path: '/intelligence/hot-word', summary: '添加热词' },
    update: { method: 'PUT', path: '/intelligence/hot-word/:id', summary: '修改热词（带 version）' },
    delete: { method: 'DELETE', path: '/intelligence/hot-word/:id', summary: '删除热词（?version=）' },
  },
  screens: [],
  fields: [
    idField,
    { name: 'vocabulary_id', type: 'reference', label: '热词表', required: true, createOnly: true, reference: { resource: 'aiVocabularies', labelField: 'name' }, ui: { filter: 'eq' } },
    { name: 'word', type: 'text', label: '热词', required: true, maxLength: 10, pattern: HOT_WORD_PATTERN, ui: { list: true, help: '最多 10 个字，只含汉字、字母和数字' } },
    { name: 'weight', type: 'number', label: '权重', required: true, integer: true, min: 1, max: 11, db: { default: 6 }, ui: { list: true, sortable: true, help: '1–11，越大越优先识别' } },
    ...timestampFields(false),
  ],
  indexes: [{ columns: ['vocabulary_id', 'word'], unique: true }, { columns: ['vocabulary_id', 'weight'] }, { columns: ['weight'] }, { columns: ['word'] }],
});
