import type { EnumOption } from '../define.ts';

/** How a keyword matches a question (the WeChat official account's words): the whole question, or a part of it. */
export const MATCH_MODES: readonly EnumOption[] = [
  { value: 'exact', label: '全匹配', color: 'blue' },
  { value: 'contains', label: '半匹配', color: 'cyan' },
];

/** A knowledge-base document's parsing states (Dify's): queued → parsing → indexed or failed. */
export const DOCUMENT_STATES: readonly EnumOption[] = [
  { value: 'queued', label: '排队中', color: 'default' },
  { value: 'parsing', label: '解析中', color: 'processing' },
  { value: 'indexed', label: '已索引', color: 'success' },
  { value: 'failed', label: '失败', color: 'error' },
];

/** Where an answer came from: the pipeline's steps, and none. */
export const ANSWER_SOURCES: readonly EnumOption[] = [
  { value: 'keyword', label: '关键词', color: 'blue' },
  { value: 'corpus', label: '语料', color: 'green' },
  { value: 'knowledge', label: '知识库', color: 'purple' },
  { value: 'llm', label: '大模型', color: 'magenta' },
  { value: 'none', label: '未找到答案', color: 'red' },
];

/** The channels a conversation comes by; 调试 is the overview's 试一试 and the API's `channel: 'debug'`. */
export const AI_CHANNELS: readonly EnumOption[] = [
  { value: 'wechat', label: '公众号' },
  { value: 'miniapp', label: '小程序' },
  { value: 'web', label: '官网' },
  { value: 'api', label: '接口' },
  { value: 'debug', label: '调试', color: 'orange' },
];

/** A conversation's or a turn's vote by the customer. */
export const VOTES: readonly EnumOption[] = [
  { value: 'up', label: '满意', color: 'success' },
  { value: 'down', label: '不满意', color: 'error' },
];

/** How a conversation ended. */
export const CONVERSATION_OUTCOMES: readonly EnumOption[] = [
  { value: 'open', label: '进行中', color: 'default' },
  { value: 'resolved', label: '已解决', color: 'success' },
  { value: 'handoff', label: '转人工', color: 'warning' },
];
