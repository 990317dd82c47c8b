import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conversationSheets, readConversations } from '../../src/app/areas/intelligence/history/conversationExport.ts';
import { localeTables } from '../../src/app/locales/text.ts';
import { createProviders } from '../../src/app/providers/createProviders.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';
import type { TestServer } from '../helpers/testServer.ts';

/**
 * 对话历史's 导出所选 reads through the pages' endpoints with the caller's session (the real API
 * through msw): the selected conversations and all their turns, a conversation that is gone
 * skipped and counted; the two sheets under the declarations' labels.
 */

let server: TestServer;

beforeEach(async () => {
  server = await useRealApi({ seed: false });
  await storeSession(server, 'admin');
});

afterEach(async () => {
  await server.close();
});

describe('conversationExport', () => {
  it('reads the selected conversations and their turns, skips one that is gone, and lays out both sheets', async () => {
    const ask = async (body: Record<string, unknown>) => {
      const res = await server.request('POST', '/intelligence/ask', { as: 'admin', body });
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const a = await ask({ question: '激光头多久保养', channel: 'wechat', customer: '甲' });
    await ask({ question: '还有别的保养吗', channel: 'wechat', conversationId: a.conversationId });
    const b = await ask({ question: '冷水机水温多少', channel: 'web', customer: '乙' });
    const { dataProvider } = createProviders(`${window.location.origin}/api/cms`, localeTables([]));
    const read = await readConversations(dataProvider, [Number(a.conversationId), 999_999, Number(b.conversationId)]);
    expect(read.skipped).toBe(1);
    expect(read.conversations.map((c) => c.id)).toEqual([a.conversationId, b.conversationId]);
    expect(read.turns.map((t) => [t.conversation_id, t.question])).toEqual([
      [a.conversationId, '激光头多久保养'],
      [a.conversationId, '还有别的保养吗'],
      [b.conversationId, '冷水机水温多少'],
    ]);
    const [conversations, turns] = conversationSheets(read, { conversations: '对话', turns: '消息', conversationId: '对话 ID' });
    expect(conversations?.headers).toEqual(['对话 ID', '渠道', '客户', '开始时间', '消息数', '结果', '评价']);
    expect(conversations?.rows[0]?.slice(0, 3)).toEqual([a.conversationId, '公众号', '甲']);
    expect(conversations?.rows[0]?.[4]).toBe(2);
    expect(turns?.headers).toEqual(['对话 ID', '时间', '问题', '回答', '来源', '耗时（毫秒）']);
    expect(turns?.rows.map((r) => r[0])).toEqual([a.conversationId, a.conversationId, b.conversationId]);
    expect(turns?.rows.every((r) => typeof r[4] === 'string' && typeof r[5] === 'number')).toBe(true);
  });
});
