import type { EventColumns } from '../../db/tables.ts';
import type { Generated } from 'kysely';

export interface AdminEventTable extends EventColumns {
  admin_id: number;
}

export interface CustomerEventTable extends EventColumns {
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

/** Tables of the people area; `Database` (src/server/db/tables.ts) extends this interface. */
export interface PeopleTables {
  admin_event: AdminEventTable;
  customer_event: CustomerEventTable;
  customer_action_log: CustomerActionLogTable;
}
