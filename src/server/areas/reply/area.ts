import { defineArea } from '../../engine/area.ts';
import { REPLY_HANDLERS } from './handlers.ts';
import { REPLY_HOOKS } from './hooks.ts';

/**
 * 自动回复: the legacy WeChat keyword auto-reply — rules with keywords and replies, synonym
 * dictionaries applied before matching, the history of every message, its statistics, the
 * 模拟消息 console and 迁移到智能助手.
 */
export const replyArea = defineArea({
  name: 'reply',
  hooks: REPLY_HOOKS,
  handlers: REPLY_HANDLERS,
  seeds: [() => import('./seed.ts').then((m) => m.seed)],
});
