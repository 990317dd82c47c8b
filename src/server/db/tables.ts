import type { NotificationTables } from '../areas/notifications/tables.ts';
import type { NeedsTables } from '../areas/needs/tables.ts';
import type { PeopleTables } from '../areas/people/tables.ts';
import type { SettingsTables } from '../areas/settings/tables.ts';
import type { TrustTables } from '../areas/trust/tables.ts';
import type { WorkflowTables } from '../areas/workflow/tables.ts';
import type { BounceTables } from '../areas/notifications/bounceTables.ts';
import type { Generated } from 'kysely';

/**
 * The typed tables of the API database. Nullable columns are `T | null`; columns the
 * database fills (autoincrement ids, defaults) are `Generated<T>`.
 */

export interface AdminTable {
  id: Generated<number>;
  username: string;
  name: string;
  nickname: string | null;
  password_hash: string;
  grp: number;
  /** 1 active, 0 disabled (ACCOUNT_STATUS). */
  status: number;
  avatar: string | null;
  email: string | null;
  phone: string | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

export interface AdminPermissionTable {
  admin_id: number;
  action: string;
}

export interface SessionTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  ip: string | null;
  user_agent: string | null;
}

export interface LoginFailureTable {
  username: string;
  ip: string;
  at: number;
}

export interface ActionLogTable {
  id: Generated<number>;
  admin_id: number | null;
  username: string | null;
  action: string;
  resource: string | null;
  record_id: string | null;
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
  user_agent: string | null;
  status_code: number;
  created_at: string;
}

export interface CustomerTable {
  id: Generated<number>;
  name: string;
  nickname: string | null;
  username: string;
  phone: string | null;
  email: string | null;
  company: string | null;
  wechat_name: string | null;
  wechat_avatar: string | null;
  avatar: string | null;
  grp: number;
  notify_channel: Generated<string>;
  wechat_openid: string | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** Columns are the non-`id` fields of `resources/needs/repairs.ts` plus `created_by`. */
export interface RepairTable {
  id: Generated<number>;
  no: string;
  type: number;
  status: string;
  service_mode: string;
  serial: string;
  model: string | null;
  customer_name: string;
  customer_phone: string;
  customer_company: string | null;
  address: string | null;
  fault: string;
  solution: string | null;
  fee: number;
  engineer: string | null;
  express_in: string | null;
  express_out: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  created_by: number | null;
}

export type RepairEventKind = 'create' | 'update' | 'status' | 'follow';

/** A history row, the engine's `<table>_event` shape (engine/events.ts); each table adds its record's id column. */
export interface EventColumns {
  id: Generated<number>;
  kind: RepairEventKind;
  action: string | null;
  from_status: string | null;
  to_status: string | null;
  content: string | null;
  data_json: string | null;
  operator_id: number | null;
  operator_name: string | null;
  created_at: string;
}

export interface RepairEventTable extends EventColumns {
  repair_id: number;
}

/** The whole schema, for `Kysely<Database>`. */
export interface Database extends NeedsTables, PeopleTables, SettingsTables, TrustTables, WorkflowTables, NotificationTables, BounceTables {
  admin: AdminTable;
  admin_permission: AdminPermissionTable;
  session: SessionTable;
  login_failure: LoginFailureTable;
  action_log: ActionLogTable;
  customer: CustomerTable;
  repair: RepairTable;
  repair_event: RepairEventTable;
}
