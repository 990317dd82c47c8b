import type { AreaTexts } from '../../locales/text.ts';

/** ERP's texts (zh-CN first, en-US under the same keys). Each part's keys are kept in its own block. */
const zh = {
  'erp.name': 'ERP',
};

const en: Record<keyof typeof zh, string> = {
  'erp.name': 'ERP',
};

export const erpTexts = { zh, en } satisfies AreaTexts;

declare module '../../locales/text.ts' {
  interface AreaTextKeys extends Record<keyof typeof zh, true> {}
}
