import type { AreaTexts } from '../../locales/text.ts';

/** 设备 (解密记录)'s texts (zh-CN first, en-US under the same keys). */
const zh = {
  'device.warnings.title': '近 30 天有 {{count}} 个序列号单日请求超过 {{limit}} 次',
  'device.warnings.none': '近 30 天没有序列号单日请求超过 {{limit}} 次',
  'device.warnings.item': '{{serial}}：{{day}} 共 {{count}} 次',
  'device.warnings.filter': '只看序列号 {{serial}} 的记录',
  'device.warnings.failed': '单日请求提醒加载失败：{{reason}}',
  'device.serial.open': '查看序列号 {{serial}} 的全部请求',
  'device.history.title': '序列号 {{serial}} 的请求记录',
  'device.history.model': '机型',
  'device.history.warranty': '保修',
  'device.history.total': '共 {{count}} 次请求（最新在前）',
  'device.history.more': '仅显示最近 {{count}} 次，更多请在列表中按序列号筛选',
  'device.history.empty': '没有这个序列号的请求记录',
  'device.history.loading': '正在加载请求记录…',
  'device.history.failed': '请求记录加载失败：{{reason}}',
  'device.history.deviceCode': '设备码',
  'device.history.customer': '客户',
  'device.history.channel': '渠道',
  'device.history.operator': '操作人',
  'device.warranty.in': '在保',
  'device.warranty.out': '已过保',
  'device.warranty.unknown': '未知',
  'device.code.none': '—',
  'device.code.reveal': '查看',
  'device.code.revealOf': '查看完整解密码（{{masked}}），将记入操作日志',
  'device.code.copy': '复制',
  'device.code.copyOf': '复制解密码 {{code}}',
  'device.code.failed': '无法查看解密码：{{reason}}',
  'device.dayCount.over': '第 {{count}} 次，超过单日上限 {{limit}} 次',
  'device.dayCount.plain': '第 {{count}} 次',
  'device.dayCount.tag': '{{count}} 超限',
};

const en: Record<keyof typeof zh, string> = {
  'device.warnings.title': '{{count}} serials made more than {{limit}} requests on one day in the last 30 days',
  'device.warnings.none': 'No serial made more than {{limit}} requests on one day in the last 30 days',
  'device.warnings.item': '{{serial}}: {{count}} on {{day}}',
  'device.warnings.filter': 'Show only the records of serial {{serial}}',
  'device.warnings.failed': 'The daily request warning could not be loaded: {{reason}}',
  'device.serial.open': 'Show every request of serial {{serial}}',
  'device.history.title': 'Requests of serial {{serial}}',
  'device.history.model': 'Model',
  'device.history.warranty': 'Warranty',
  'device.history.total': '{{count}} requests (newest first)',
  'device.history.more': 'Only the latest {{count}} are shown; filter the list by the serial for all',
  'device.history.empty': 'No requests of this serial',
  'device.history.loading': 'Loading the requests…',
  'device.history.failed': 'The requests could not be loaded: {{reason}}',
  'device.history.deviceCode': 'Device code',
  'device.history.customer': 'Customer',
  'device.history.channel': 'Channel',
  'device.history.operator': 'Operator',
  'device.warranty.in': 'In warranty',
  'device.warranty.out': 'Out of warranty',
  'device.warranty.unknown': 'Unknown',
  'device.code.none': '—',
  'device.code.reveal': 'Show',
  'device.code.revealOf': 'Show the whole code ({{masked}}); this is written in the action log',
  'device.code.copy': 'Copy',
  'device.code.copyOf': 'Copy code {{code}}',
  'device.code.failed': 'The code could not be shown: {{reason}}',
  'device.dayCount.over': 'Request {{count}}, over the daily limit of {{limit}}',
  'device.dayCount.plain': 'Request {{count}}',
  'device.dayCount.tag': '{{count}} over',
};

export const deviceTexts = { zh, en } satisfies AreaTexts;

declare module '../../locales/text.ts' {
  interface AreaTextKeys extends Record<keyof typeof zh, true> {}
}
