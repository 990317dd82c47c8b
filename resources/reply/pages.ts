import { definePages } from '../define.ts';
import { REPLY_ACCESS } from './access.ts';

/**
 * The auto-reply's hand-written pages (src/app/areas/reply/): 添加规则 (the rule form of
 * /reply/rule-edit/:id? opened to create, as a menu item), one follower's conversation as a chat
 * thread, and the charts of 历史统计 over `GET /reply/history-stat`.
 */
export const replyPages = definePages([
  { path: '/reply/rule-add', title: '添加规则', component: 'ReplyRuleAddPage', access: REPLY_ACCESS, menu: { group: 'reply', icon: 'PlusCircleOutlined', order: 1 } },
  { path: '/reply/conversation/:id', title: '会话', component: 'ReplyConversationPage', access: REPLY_ACCESS, activeMenu: '/reply/history' },
  { path: '/reply/history-stat', title: '历史统计', component: 'ReplyHistoryStatPage', access: REPLY_ACCESS, menu: { group: 'reply', icon: 'LineChartOutlined', order: 6 } },
]);
