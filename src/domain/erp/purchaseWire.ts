import type { PurchaseStep, StepState } from './purchaseMachine.ts';

/**
 * The shapes ERP's calls answer, once for both halves: the server builds them
 * (src/server/areas/erp/purchaseDetail.ts, shipFacts.ts, openLines.ts, serialCheck.ts) and the app
 * reads them (src/app/areas/erp/purchase/purchaseApi.ts). Money in fen.
 */

/** One line of an order as the detail (and shipping) read it. */
export interface DetailLine {
  id: number;
  product_id: number;
  product_name: string;
  quantity: number;
  unit_price: number;
  discount_rate: number;
  amount: number;
  shipped_quantity: number;
  returned_quantity: number;
}

export interface DetailSerial {
  serial: string;
  line_id: number;
  product_id: number;
  product_name: string;
  returned_at: string | null;
  return_reason: string | null;
}

export interface DetailShipment {
  id: number;
  no: string;
  courier: string | null;
  courier_no: string;
  quantity: number;
  remark: string | null;
  operator_name: string | null;
  created_at: string;
  serials: DetailSerial[];
}

export interface DetailPayment {
  id: number;
  amount: number;
  method: string;
  paid_on: string;
  remark: string | null;
  operator_name: string | null;
  created_at: string;
}

export interface DetailHistory {
  id: number;
  action: string | null;
  action_label: string;
  from_status: string | null;
  to_status: string | null;
  content: string | null;
  operator_name: string | null;
  created_at: string;
}

export interface DetailCompany {
  id: number;
  name: string;
  credit_code: string;
  contact: string;
  phone: string;
  address: string | null;
  group_name: string | null;
  discount_rate: number;
}

/** GET /erp/purchase/:id/detail, and what every step answers; `O` is the order record as the reader types it. */
export interface PurchaseDetail<O = Record<string, unknown>> {
  order: O;
  company: DetailCompany;
  lines: DetailLine[];
  shipments: DetailShipment[];
  payments: DetailPayment[];
  history: DetailHistory[];
  actions: Record<PurchaseStep, StepState>;
  due: number;
  amount_in_words: string;
  review_amount: number;
}
