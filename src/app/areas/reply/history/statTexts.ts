import type { AreaTexts } from '../../../locales/text.ts';

/** Texts of 历史统计 (/reply/history-stat), zh-CN and en-US under the same keys. */
const zh = {
  'reply.stat.title': '历史统计',
  'reply.stat.range': '统计日期',
  'reply.stat.preset7': '近7天',
  'reply.stat.preset30': '近30天',
  'reply.stat.preset90': '近90天',
  'reply.stat.messages': '消息数',
  'reply.stat.matched': '命中数',
  'reply.stat.hitRate': '命中率',
  'reply.stat.byDay': '每日消息数',
  'reply.stat.byDayRow': '{{day}} 消息 {{messages}} 条、命中 {{matched}} 条',
  'reply.stat.rateByDay': '每日命中率',
  'reply.stat.rateRow': '{{day}} 命中率 {{rate}}',
  'reply.stat.chartLabel': '{{title}}：{{figures}}',
  'reply.stat.day': '日期',
  'reply.stat.empty': '所选日期内没有消息',
  'reply.stat.topRules': '热门规则',
  'reply.stat.rule': '规则',
  'reply.stat.hits': '命中次数',
  'reply.stat.noRules': '所选日期内没有命中规则的消息',
  'reply.stat.topUnmatched': '未匹配的热门消息',
  'reply.stat.text': '消息',
  'reply.stat.times': '次数',
  'reply.stat.noUnmatched': '所选日期内没有未匹配的消息',
  'reply.stat.ruleLink': '查看命中「{{name}}」的消息',
  'reply.stat.textLink': '查看未匹配的「{{text}}」',
  'reply.stat.loadFailed': '读取统计失败：{{message}}',
} as const satisfies Record<string, string>;

const en: Record<keyof typeof zh, string> = {
  'reply.stat.title': 'History statistics',
  'reply.stat.range': 'Dates',
  'reply.stat.preset7': 'Last 7 days',
  'reply.stat.preset30': 'Last 30 days',
  'reply.stat.preset90': 'Last 90 days',
  'reply.stat.messages': 'Messages',
  'reply.stat.matched': 'Matched',
  'reply.stat.hitRate': 'Hit rate',
  'reply.stat.byDay': 'Messages per day',
  'reply.stat.byDayRow': '{{day}}: {{messages}} messages, {{matched}} matched',
  'reply.stat.rateByDay': 'Hit rate per day',
  'reply.stat.rateRow': '{{day}}: {{rate}}',
  'reply.stat.chartLabel': '{{title}}: {{figures}}',
  'reply.stat.day': 'Day',
  'reply.stat.empty': 'No messages in these dates',
  'reply.stat.topRules': 'Top rules',
  'reply.stat.rule': 'Rule',
  'reply.stat.hits': 'Hits',
  'reply.stat.noRules': 'No message matched a rule in these dates',
  'reply.stat.topUnmatched': 'Top unmatched messages',
  'reply.stat.text': 'Message',
  'reply.stat.times': 'Times',
  'reply.stat.noUnmatched': 'No unmatched messages in these dates',
  'reply.stat.ruleLink': 'Messages that matched "{{name}}"',
  'reply.stat.textLink': 'Unmatched messages "{{text}}"',
  'reply.stat.loadFailed': 'Could not read the statistics: {{message}}',
};

export const statTexts = { zh, en } satisfies AreaTexts;

declare module '../../../locales/text.ts' {
  interface AreaTextKeys extends Record<keyof typeof zh, true> {}
}
