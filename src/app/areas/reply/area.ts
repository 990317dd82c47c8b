import { lazy } from 'react';
import { defineAppArea } from '../../appArea.ts';
import { lazyWithTimeout } from '../../routing/lazyWithTimeout.tsx';
import { lazyDisplay } from '../../schema/fields/lazyDisplay.tsx';

/**
 * 自动回复 in the app: its lists, filters, forms and the category CRUD are the schema's; the area
 * brings the rule form's inputs (关键词, 回复内容) and their displays, 添加规则 (the rule form page
 * opened to create), 模拟消息 on 回复列表 (a list panel) and the list's selection tools
 * (批量启用/停用, 迁移到智能助手); and 词典详情's words (import, export), 回复历史's follower link and
 * a record's chat, 会话 (one follower's thread) and 历史统计.
 */
export const replyArea = defineAppArea({
  name: 'reply',
  loadTexts: () => import('./areaTexts.ts').then((m) => m.REPLY_TEXTS),
  panels: {
    // below the cards on a phone: the rules first, the console under them
    ReplySimulator: { Panel: lazy(() => import('./rules/ReplySimulator.tsx').then((m) => ({ default: m.ReplySimulator }))), belowOnPhone: true },
  },
  selectionTools: {
    ReplyRuleBulk: lazy(() => import('./rules/RuleBulk.tsx').then((m) => ({ default: m.RuleBulk }))),
    ReplyMigrate: lazy(() => import('./rules/RuleMigrate.tsx').then((m) => ({ default: m.RuleMigrate }))),
  },
  displays: {
    replyKeywords: lazyDisplay(() => import('./rules/KeywordsDisplay.tsx').then((m) => m.KeywordsDisplay)),
    replyAnswers: lazyDisplay(() => import('./rules/AnswersDisplay.tsx').then((m) => m.AnswersDisplay)),
    replyOpenid: lazyDisplay(() => import('./history/ReplyOpenid.tsx').then((m) => m.ReplyOpenid)),
  },
  inputs: {
    // each checked by the server's own rule (src/domain/replyRules.ts) before the form sends it
    replyKeywords: {
      Input: lazy(() => import('./rules/KeywordsInput.tsx').then((m) => ({ default: m.KeywordsInput }))),
      check: (value: unknown) => import('./rules/ruleChecks.ts').then((m) => m.checkKeywordsValue(value)),
    },
    replyAnswers: {
      Input: lazy(() => import('./rules/AnswersInput.tsx').then((m) => ({ default: m.AnswersInput }))),
      check: (value: unknown) => import('./rules/ruleChecks.ts').then((m) => m.checkRepliesValue(value)),
    },
  },
  pages: {
    ReplyRuleAddPage: lazyWithTimeout(() => import('./rules/ReplyRuleAddPage.tsx').then((m) => m.ReplyRuleAddPage)),
    ReplyConversationPage: lazyWithTimeout(() => import('./history/ReplyConversationPage.tsx').then((m) => m.ReplyConversationPage)),
    ReplyHistoryStatPage: lazyWithTimeout(() => import('./history/ReplyHistoryStatPage.tsx').then((m) => m.ReplyHistoryStatPage)),
  },
  showPanels: {
    replyDicts: [lazy(() => import('./dict/DictWordsPanel.tsx').then((m) => ({ default: m.DictWordsPanel })))],
    replyMessages: [lazy(() => import('./history/MessageChat.tsx').then((m) => ({ default: m.MessageChat })))],
  },
});
