import type { AreaTexts } from '../../locales/text.ts';

/** 智能助手's own texts (zh-CN first, en-US under the same keys). */
const zh = {
  'ai.clash.none': '无',
  'ai.clash.with': '与「{{words}}」冲突',
} as const satisfies Record<string, string>;

const en: Record<keyof typeof zh, string> = {
  'ai.clash.none': 'None',
  'ai.clash.with': 'Clashes with "{{words}}"',
};

export const intelligenceTexts = { zh, en } satisfies AreaTexts;

declare module '../../locales/text.ts' {
  interface AreaTextKeys extends Record<keyof typeof zh, true> {}
}
