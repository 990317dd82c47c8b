import { useCustom } from '@refinedev/core';
import { erpCompanies } from '../../../../../resources/erp/companies.ts';
import { erpEndpoints } from '../../../../../resources/erp/endpoints.ts';
import { erpGroups } from '../../../../../resources/erp/groups.ts';
import { erpPurchases } from '../../../../../resources/erp/purchases.ts';
import type { PurchaseStep } from '../../../../domain/erp/purchaseMachine.ts';
import type { PurchaseDetail as WirePurchaseDetail } from '../../../../domain/erp/purchaseWire.ts';

export type { DetailCompany, DetailHistory, DetailLine, DetailPayment, DetailSerial, DetailShipment } from '../../../../domain/erp/purchaseWire.ts';

const withId = (path: string, id: number | string): string => path.replace(':id', String(id));
const E = erpEndpoints.endpoints;

/** The steps that are calls of the `erp` group (编辑 is the schema's edit drawer). */
export type PurchaseCall = Exclude<PurchaseStep, 'edit'>;

/** The order's calls, from their declarations (resources/erp/). */
export const PURCHASE_PATHS = {
  detail: (id: number | string) => withId(E.purchaseDetail.path, id),
  step: (step: PurchaseCall, id: number | string) => withId(E[step].path, id),
  models: E.models.path,
  openLines: E.openLines.path,
  serialCheck: E.serialCheck.path,
  company: (id: number | string) => withId(erpCompanies.endpoints.one.path, id),
  group: (id: number | string) => withId(erpGroups.endpoints.one.path, id),
} as const;

/** The list screen of orders (the edit drawer writes under it). */
export const PURCHASE_SCREEN = erpPurchases.screens[0].name;
export const PURCHASE_LIST = erpPurchases.screens[0].list.path;
export const purchasePath = (id: number | string): string => `${PURCHASE_LIST}/${id}`;
export const companyPurchasePath = (id: number | string): string => `/erp/company/purchase/${id}`;

/** One model of GET /erp/models. */
export interface ErpModel {
  value: number;
  label: string;
  code: string;
  letters: string;
  price: number;
}

/** The models (every one; the select searches them in the page): one query shared by the inputs and displays. */
export function useErpModels() {
  const { result, query } = useCustom<{ list: ErpModel[] }>({ url: PURCHASE_PATHS.models, method: 'get', queryOptions: { staleTime: 5 * 60_000 } });
  const list = (result?.data as { list?: ErpModel[] } | undefined)?.list ?? [];
  return { list, loading: query.isLoading, error: query.error };
}

/** One row of GET /erp/purchase/open-lines. */
export interface OpenLine {
  purchase_id: number;
  no: string;
  state: string;
  product_id: number;
  product_name: string;
  quantity: number;
  shipped_quantity: number;
}

/** A serial as GET /erp/serial-check judges it. */
export interface SerialCheck {
  serial: string;
  valid: boolean;
  reason?: string;
  /** The model its SUP rule names. */
  model?: { id: number; name: string };
  /** The order it went out with. */
  shipped?: { purchase_id: number; no: string; returned?: boolean };
}

export interface DetailOrder {
  id: number;
  no: string;
  company_id: number;
  state: string;
  quantity: number;
  shipped_quantity: number;
  subtotal: number;
  discount_rate: number;
  discount_amount: number;
  total: number;
  returned_amount: number;
  paid: number;
  remark: string | null;
  attachments: unknown;
  created_at: string;
  updated_at: string;
  approved_at: string | null;
  reviewed_at: string | null;
  ended_reason: string | null;
  version: number;
  company_name: string;
  created_by_name: string | null;
  approved_by_name: string | null;
  reviewed_by_name: string | null;
  [key: string]: unknown;
}

/** GET /erp/purchase/:id/detail, and what every step answers (its shape: src/domain/erp/purchaseWire.ts). */
export type PurchaseDetail = WirePurchaseDetail<DetailOrder>;
