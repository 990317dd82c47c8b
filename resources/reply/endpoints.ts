import { defineEndpoints } from '../define.ts';
import { REPLY_ACCESS } from './access.ts';

/** The auto-reply's calls outside the CRUD path (README "Auto-reply API"). */
export const replyEndpoints = defineEndpoints({
  name: 'reply',
  label: '自动回复',
  endpoints: {
    simulate: {
      method: 'POST',
      path: '/reply/simulate',
      access: REPLY_ACCESS,
      summary: '模拟消息 { content, openid?, event? } → { normalized, result, rule, keyword, reason, replies, messageId }，记入回复历史（测试消息）',
    },
    ruleBulk: { method: 'POST', path: '/reply/rule/bulk', access: REPLY_ACCESS, summary: '批量启用或停用规则 { ids, enabled } → { done, failed: [{ id, name, reason }] }' },
    migrate: {
      method: 'POST',
      path: '/reply/rule/migrate',
      access: REPLY_ACCESS,
      summary: '迁移到智能助手 { ids }：把规则的关键词复制为智能助手的关键词（保留分类）→ { created, skipped: [{ id, name, keyword?, reason }] }',
    },
    dictImport: {
      method: 'POST',
      path: '/reply/dict/:id/import',
      access: REPLY_ACCESS,
      summary: '导入词条 { rows: [{ word, standard }] }（最多 2000 行，同词覆盖）→ { created, updated, failed: [{ row, reason }] }',
    },
    stats: {
      method: 'GET',
      path: '/reply/history-stat',
      access: REPLY_ACCESS,
      summary: '历史统计（?from=&to=，中国日期）：每日消息数、命中率、热门规则、未匹配的热门消息',
    },
  },
});
