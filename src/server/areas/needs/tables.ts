import type { EventColumns } from '../../db/tables.ts';
import type { Generated } from 'kysely';

/** Tables of the needs area; `Database` (src/server/db/tables.ts) extends this interface. */

interface RecordColumns {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
  created_by: number | null;
}


export interface ProductModelTable extends RecordColumns {
  name: string;
  code: string;
  letters: string | null;
  category: string;
  sale_state: string;
  warranty_months: number;
  price: number;
  launched_on: string | null;
  remark: string | null;
}

export interface StockItemTable extends RecordColumns {
  name: string;
  sku: string;
  kind: string;
  model: string | null;
  quantity: number;
  /** Units held by approved, not yet sent requests and exchanges (available = quantity − reserved). */
  reserved: Generated<number>;
  warn_level: number;
  location: string | null;
  remark: string | null;
}

interface CustomerColumns {
  customer_name: string;
  customer_phone: string;
  customer_company: string | null;
  address: string | null;
}

export interface ExchangeTable extends RecordColumns, CustomerColumns {
  no: string;
  status: string;
  old_serial: string;
  new_serial: string | null;
  model: string | null;
  stock_id: number;
  reason: string;
  express_out: string | null;
  express_back: string | null;
}

export interface RequestTable extends RecordColumns, CustomerColumns {
  no: string;
  type: number;
  status: string;
  serial: string;
  model: string | null;
  stock_id: number;
  quantity: number;
  repair_no: string | null;
  reason: string;
  deposit: number;
  credit_amount: number | null;
  express_out: string | null;
  express_back: string | null;
}

export interface ExportJobTable {
  id: Generated<number>;
  /** The screen name of the exported list (`backup`, `repair` …). */
  type: string;
  admin_id: number | null;
  admin_name: string;
  filter_json: string;
  sort: string;
  rows: number;
  file_name: string;
  file_size: number;
  file_data: Uint8Array | null;
  created_at: string;
}

export interface NeedsTables {
  product_model: ProductModelTable;
  product_model_event: EventColumns & { product_model_id: number };
  stock_item: StockItemTable;
  stock_item_event: EventColumns & { stock_item_id: number };
  exchange: ExchangeTable;
  exchange_event: EventColumns & { exchange_id: number };
  request: RequestTable;
  request_event: EventColumns & { request_id: number };
  export_job: ExportJobTable;
}
