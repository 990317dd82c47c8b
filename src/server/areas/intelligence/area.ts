import { defineArea } from '../../engine/area.ts';
import { INTELLIGENCE_HANDLERS } from './handlers.ts';
import { INTELLIGENCE_HOOKS } from './hooks.ts';

/**
 * 智能助手: the answering pipeline (pipeline.ts) and what staff teach it with — keywords, corpus,
 * knowledge bases parsed in the background (documents/parseQueue.ts), hot words — and check it
 * with: the hit test, the conversation history.
 */
export const intelligenceArea = defineArea({
  name: 'intelligence',
  hooks: INTELLIGENCE_HOOKS,
  handlers: INTELLIGENCE_HANDLERS,
  seeds: [() => import('./seed.ts').then((m) => m.seed)],
});
