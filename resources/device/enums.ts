import type { EnumOption } from '../define.ts';

/** Whether a device's request for its code was answered. */
export const ACTIVE_RESULTS: readonly EnumOption[] = [
  { value: 'success', label: '成功', color: 'green' },
  { value: 'failure', label: '失败', color: 'red' },
];

/** Why a request was refused: a serial no model's rule knows, a serial past its warranty rule, or too many requests that day. */
export const ACTIVE_FAILURES: readonly EnumOption[] = [
  { value: 'unknown_serial', label: '未知序列号', color: 'red' },
  { value: 'out_of_rule', label: '超出保修规则', color: 'orange' },
  { value: 'too_many', label: '请求过于频繁', color: 'volcano' },
];

/** Who asked: staff in the back office, the official account, the device software, or an integration. */
export const ACTIVE_CHANNELS: readonly EnumOption[] = [
  { value: 'admin', label: '后台' },
  { value: 'wechat', label: '公众号' },
  { value: 'device', label: '设备软件' },
  { value: 'api', label: '接口' },
];
