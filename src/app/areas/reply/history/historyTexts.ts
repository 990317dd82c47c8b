import type { AreaTexts } from '../../../locales/text.ts';

/** Texts of 回复历史's follower link, a record's chat panel and 会话 (one follower's thread), zh-CN and en-US under the same keys. */
const zh = {
  'reply.openid.open': '查看 {{who}} 的会话',
  'reply.chat.follower': '粉丝',
  'reply.chat.account': '公众号回复',
  'reply.chat.subscribe': '关注了公众号',
  'reply.chat.unmatched': '未匹配',
  'reply.chat.test': '测试消息',
  'reply.chat.noReply': '没有回复',
  'reply.chat.rule': '命中规则：',
  'reply.chat.keyword': '关键词「{{keyword}}」',
  'reply.chat.image': '图片：{{name}}',
  'reply.chat.news': '图文',
  'reply.chat.corpus': '语料答案 #{{id}}',
  'reply.chat.detail': '详情',
  'reply.chat.detailOf': '第 {{id}} 条消息的详情',
  'reply.msg.title': '会话内容',
  'reply.msg.conversation': '查看该粉丝的全部会话',
  'reply.conv.title': '会话',
  'reply.conv.titleOf': '与 {{who}} 的会话',
  'reply.conv.count': '共 {{n}} 条消息',
  'reply.conv.earlier': '加载更早的消息',
  'reply.conv.allShown': '已显示全部消息',
  'reply.conv.empty': '这位粉丝还没有消息',
  'reply.conv.loadFailed': '读取会话失败：{{message}}',
  'reply.conv.back': '返回回复历史',
  'reply.conv.thread': '消息列表',
} as const satisfies Record<string, string>;

const en: Record<keyof typeof zh, string> = {
  'reply.openid.open': 'Conversation with {{who}}',
  'reply.chat.follower': 'Follower',
  'reply.chat.account': 'Reply',
  'reply.chat.subscribe': 'Followed the account',
  'reply.chat.unmatched': 'Unmatched',
  'reply.chat.test': 'Test message',
  'reply.chat.noReply': 'No reply',
  'reply.chat.rule': 'Rule: ',
  'reply.chat.keyword': 'keyword "{{keyword}}"',
  'reply.chat.image': 'Image: {{name}}',
  'reply.chat.news': 'News',
  'reply.chat.corpus': 'Corpus answer #{{id}}',
  'reply.chat.detail': 'Details',
  'reply.chat.detailOf': 'Details of message {{id}}',
  'reply.msg.title': 'Conversation',
  'reply.msg.conversation': "All of this follower's messages",
  'reply.conv.title': 'Conversation',
  'reply.conv.titleOf': 'Conversation with {{who}}',
  'reply.conv.count': '{{n}} messages',
  'reply.conv.earlier': 'Load earlier messages',
  'reply.conv.allShown': 'All messages shown',
  'reply.conv.empty': 'No messages from this follower yet',
  'reply.conv.loadFailed': 'Could not read the conversation: {{message}}',
  'reply.conv.back': 'Back to the history',
  'reply.conv.thread': 'Messages',
};

export const historyTexts = { zh, en } satisfies AreaTexts;

declare module '../../../locales/text.ts' {
  interface AreaTextKeys extends Record<keyof typeof zh, true> {}
}
