import type { EnumOption } from '../define.ts';

/** The ticket's states (docs/decisions.md, "Workflow tickets"): 待分配 → 处理中 → 已关闭, 已关闭 terminal. */
export const TICKET_STATUSES = [
  { value: 'open', label: '待分配', color: 'orange' },
  { value: 'processing', label: '处理中', color: 'blue' },
  { value: 'closed', label: '已关闭', color: 'default' },
] as const satisfies readonly EnumOption[];

/** Priorities, most urgent first; each has its own SLA hours on the type (`sla_<value>`). */
export const TICKET_PRIORITIES = [
  { value: 'urgent', label: '紧急', color: 'red' },
  { value: 'high', label: '高', color: 'orange' },
  { value: 'normal', label: '普通', color: 'blue' },
  { value: 'low', label: '低', color: 'default' },
] as const satisfies readonly EnumOption[];

export type TicketPriority = (typeof TICKET_PRIORITIES)[number]['value'];

/** What a ticket is linked to: a repair, request or exchange by its number, or a device serial. */
export const TICKET_LINK_KINDS = [
  { value: 'repair', label: '维修单', color: 'blue' },
  { value: 'request', label: '申请单', color: 'cyan' },
  { value: 'exchange', label: '换货单', color: 'purple' },
  { value: 'serial', label: '设备序列号', color: 'geekblue' },
] as const satisfies readonly EnumOption[];
