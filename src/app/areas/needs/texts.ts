import type { AreaTexts } from '../../locales/text.ts';

/** Texts of 产品与维修 (the serial checker), zh-CN and en-US; the area's entry carries them (the en-US type makes a missing key a compile error). */
const zh = {
  'serial.title': '序列号查询',
  'serial.placeholder': '输入序列号，如 SUP05AB2403',
  'serial.check': '查询',
  'serial.model': '机型',
  'serial.unknownModel': '未配置的机型（按默认 12 个月保修）',
  'serial.produced': '生产月份',
  'serial.warrantyMonths': '保修期',
  'serial.months': '{{n}} 个月',
  'serial.warrantyEnd': '保修截止',
  'serial.state': '保修状态',
} as const satisfies Record<string, string>;

const en: Record<keyof typeof zh, string> = {
  'serial.title': 'Serial check',
  'serial.placeholder': 'Enter a serial, e.g. SUP05AB2403',
  'serial.check': 'Check',
  'serial.model': 'Model',
  'serial.unknownModel': 'Model not configured (default 12-month warranty)',
  'serial.produced': 'Production month',
  'serial.warrantyMonths': 'Warranty',
  'serial.months': '{{n}} months',
  'serial.warrantyEnd': 'Warranty ends',
  'serial.state': 'Warranty state',
};

export const needsTexts = { zh, en } satisfies AreaTexts;

declare module '../../locales/text.ts' {
  /** The keys these texts add to `t()` (declaration merging; see AreaTextKeys). */
  interface AreaTextKeys extends Record<keyof typeof zh, true> {}
}
