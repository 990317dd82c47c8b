import type { EnumOption } from '../define.ts';

/**
 * A purchase order's states (docs/decisions.md, "ERP: the purchase order's states"; the
 * transitions are src/domain/erp/purchaseMachine.ts, for both halves).
 */
export const PURCHASE_STATES = [
  { value: 'draft', label: '草稿', color: 'default' },
  { value: 'pending', label: '待审核', color: 'gold' },
  { value: 'reviewing', label: '待复审', color: 'orange' },
  { value: 'approved', label: '已审核', color: 'blue' },
  { value: 'partial', label: '部分发货', color: 'cyan' },
  { value: 'shipped', label: '已发货', color: 'geekblue' },
  { value: 'completed', label: '已完成', color: 'green' },
  { value: 'closed', label: '已关闭', color: 'purple' },
  { value: 'cancelled', label: '已取消', color: 'red' },
] as const satisfies readonly EnumOption[];

export type PurchaseState = (typeof PURCHASE_STATES)[number]['value'];

export const COMPANY_STATES = [
  { value: 'active', label: '合作中', color: 'green' },
  { value: 'paused', label: '暂停合作', color: 'orange' },
  { value: 'ended', label: '已终止', color: 'default' },
] as const satisfies readonly EnumOption[];

/** What moved the stock: a ledger row's kind and its sign. */
export const LEDGER_KINDS = [
  { value: 'stock_in', label: '入库', color: 'green' },
  { value: 'ship', label: '发货出库', color: 'blue' },
  { value: 'return', label: '退货入库', color: 'cyan' },
  { value: 'adjust', label: '盘点调整', color: 'orange' },
] as const satisfies readonly EnumOption[];

export type LedgerKind = (typeof LEDGER_KINDS)[number]['value'];

export const PAYMENT_METHODS = [
  { value: 'transfer', label: '银行转账', color: 'blue' },
  { value: 'acceptance', label: '承兑汇票', color: 'purple' },
  { value: 'cash', label: '现金', color: 'green' },
  { value: 'offset', label: '冲抵', color: 'default' },
] as const satisfies readonly EnumOption[];
