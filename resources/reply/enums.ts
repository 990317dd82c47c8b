import type { EnumOption } from '../define.ts';

/** How a keyword matches a message (WeChat's 全匹配 / 半匹配): the whole normalised message, or a message containing it. */
export const KEYWORD_MATCHES: readonly EnumOption[] = [
  { value: 'exact', label: '全匹配', color: 'blue' },
  { value: 'contains', label: '半匹配', color: 'cyan' },
];

/** What a rule is: a keyword rule, the one reply on follow (关注回复), or the one default reply (收到消息回复). */
export const RULE_KINDS: readonly EnumOption[] = [
  { value: 'keyword', label: '关键词回复', color: 'blue' },
  { value: 'follow', label: '关注回复', color: 'green' },
  { value: 'default', label: '默认回复', color: 'orange' },
];

/** How a rule with several replies answers: all of them, or one at random (WeChat's 回复全部 / 随机回复一条). */
export const REPLY_MODES: readonly EnumOption[] = [
  { value: 'all', label: '回复全部' },
  { value: 'random', label: '随机回复一条' },
];

/** The kinds of a reply: text, an image of the file library, news (title + link + cover), or a corpus answer of the assistant. */
export const ANSWER_KINDS: readonly EnumOption[] = [
  { value: 'text', label: '文字' },
  { value: 'image', label: '图片' },
  { value: 'news', label: '图文' },
  { value: 'corpus', label: '语料答案' },
];

/** How a received message was answered: by a keyword matched whole or contained, the default reply, the reply on follow, or not at all. */
export const MATCH_RESULTS: readonly EnumOption[] = [
  { value: 'exact', label: '全匹配', color: 'blue' },
  { value: 'contains', label: '半匹配', color: 'cyan' },
  { value: 'default', label: '默认回复', color: 'orange' },
  { value: 'follow', label: '关注回复', color: 'green' },
  { value: 'none', label: '未回复', color: 'default' },
];

/** What a follower sent: a text message, or the follow event. */
export const MESSAGE_TYPES: readonly EnumOption[] = [
  { value: 'text', label: '文本消息' },
  { value: 'subscribe', label: '关注事件' },
];
