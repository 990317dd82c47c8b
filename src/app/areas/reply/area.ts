import { lazy } from 'react';
import { defineAppArea } from '../../appArea.ts';
import { lazyWithTimeout } from '../../routing/lazyWithTimeout.tsx';
import { lazyDisplay } from '../../schema/fields/lazyDisplay.tsx';
import { dictTexts } from './dict/dictTexts.ts';
import { historyTexts } from './history/historyTexts.ts';
import { statTexts } from './history/statTexts.ts';

/** 自动回复 in the app: 词典详情's words (import, export), 回复历史's follower link and a record's chat, 会话 (one follower's thread) and 历史统计. */
export const replyArea = defineAppArea({
  name: 'reply',
  texts: [dictTexts, historyTexts, statTexts],
  displays: {
    replyOpenid: lazyDisplay(() => import('./history/ReplyOpenid.tsx').then((m) => m.ReplyOpenid)),
  },
  pages: {
    ReplyConversationPage: lazyWithTimeout(() => import('./history/ReplyConversationPage.tsx').then((m) => m.ReplyConversationPage)),
    ReplyHistoryStatPage: lazyWithTimeout(() => import('./history/ReplyHistoryStatPage.tsx').then((m) => m.ReplyHistoryStatPage)),
  },
  showPanels: {
    replyDicts: [lazy(() => import('./dict/DictWordsPanel.tsx').then((m) => ({ default: m.DictWordsPanel })))],
    replyMessages: [lazy(() => import('./history/MessageChat.tsx').then((m) => ({ default: m.MessageChat })))],
  },
});
