import { defineArea } from '../../engine/area.ts';
import { OSS_HANDLERS } from './handlers.ts';
import { OSS_HOOKS } from './hooks.ts';

/**
 * AI文件库: files in folders, each checked by its content and stored once per content (the
 * shared upload layer keeps the bytes), previewed, shared by links that expire, and kept while a
 * knowledge base's document (or any declared file field) uses them.
 */
export const ossArea = defineArea({
  name: 'oss',
  hooks: OSS_HOOKS,
  handlers: OSS_HANDLERS,
  seeds: [() => import('./seed.ts').then((m) => m.seed)],
});
