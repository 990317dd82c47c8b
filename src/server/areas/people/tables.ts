import type { Generated } from 'kysely';

/** A history row of an account resource (the engine's `<table>_event` shape). */
interface AccountEventColumns {
  id: Generated<number>;
  kind: 'create' | 'update' | 'status' | 'follow';
  action: string | null;
  from_status: string | null;
  to_status: string | null;
  content: string | null;
  data_json: string | null;
  operator_id: number | null;
  operator_name: string | null;
  created_at: string;
}

export interface AdminEventTable extends AccountEventColumns {
  admin_id: number;
}

export interface CustomerEventTable extends AccountEventColumns {
  customer_id: number;
}

/** What a customer did on the front site (`GET /system/log/user`). */
export interface CustomerActionLogTable {
  id: Generated<number>;
  customer_id: number | null;
  username: string;
  customer_name: string;
  action: string;
  detail: string | null;
  channel: string;
  ip: string | null;
  created_at: string;
}

/** Tables of the people area; `Database` (../tables.ts) extends this interface. */
export interface PeopleTables {
  admin_event: AdminEventTable;
  customer_event: CustomerEventTable;
  customer_action_log: CustomerActionLogTable;
}
