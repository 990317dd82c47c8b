import { erpEndpoints } from '../../../../../resources/erp/endpoints.ts';
import { erpPages } from '../../../../../resources/erp/pages.ts';
import { erpStock, erpStockLedger } from '../../../../../resources/erp/stock.ts';
import type { FieldDef } from '../../../../../resources/define.ts';

/** The stock's calls and routes, from their declarations (resources/erp/). */
export const STOCK_PATHS = {
  ledger: erpStockLedger.endpoints.list!.path,
  adjust: erpEndpoints.endpoints.stockAdjust.path,
  model: (id: number) => erpEndpoints.endpoints.stockOf.path.replace(':id', String(id)),
  purchase: (id: number) => erpPages.find((p) => p.component === 'ErpPurchasePage')!.path.replace(':id', String(id)),
} as const;

/** Who may adjust the stock (the adjust endpoint's declared access). */
export const STOCK_ADJUST_ACCESS = erpEndpoints.endpoints.stockAdjust.access;

/** The stock list's screen: its queries are refreshed after an adjustment. */
export const STOCK_SCREEN = erpStock.screens[0].name;

/** A field of the ledger's declaration (its labels, enum colours and filters). */
export const ledgerField = (name: string): FieldDef => {
  const f = erpStockLedger.fields.find((x) => x.name === name);
  if (!f) throw new Error(`erpStockLedger has no field ${name}`);
  return f;
};

/** A ledger row as the tables show it, from either answer (the ledger list or a model's latest moves). */
export interface LedgerRow {
  id: number;
  created_at: string;
  model: string;
  kind: string;
  quantity: number;
  balance: number;
  purchase_id: number | null;
  purchase_no: string | null;
  shipment_no: string | null;
  reason: string | null;
  operator: string | null;
}

const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/** A row of `GET /erp/stock/ledger` (reference labels as `<field>_label`) or of a model's moves (`purchase_no`, `operator_name`…). */
export function ledgerRowOf(r: Record<string, unknown>, model?: string): LedgerRow {
  return {
    id: Number(r.id),
    created_at: String(r.created_at ?? ''),
    model: str(r.product_id_label) ?? str(r.product_name) ?? model ?? String(r.product_id ?? ''),
    kind: String(r.kind ?? ''),
    quantity: Number(r.quantity ?? 0),
    balance: Number(r.balance ?? 0),
    purchase_id: num(r.purchase_id),
    purchase_no: str(r.purchase_no) ?? str(r.purchase_id_label),
    shipment_no: str(r.shipment_no) ?? str(r.shipment_id_label),
    reason: str(r.reason),
    operator: str(r.operator_name) ?? str(r.operator_id_label),
  };
}

/** What `GET /erp/stock/model/:id` and `POST /erp/stock/adjust` answer. */
export interface StockOfAnswer {
  stock: { product_id: number; product_name: string; on_hand: number; reserved: number; available: number };
  ledger: Record<string, unknown>[];
}
