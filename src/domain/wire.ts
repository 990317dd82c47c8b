/**
 * The answers that cross the wire besides the envelope and the list (envelope.ts): declared once,
 * built by the server and read by the app.
 */

/** The account answer of `GET /account/admin/check` and of 个人资料 (section 3): the caller's profile. */
export interface Profile {
  id: number;
  username: string;
  group: number;
  status: number;
  avatar: string | null;
  info: { group: number; name: string; nickname: string | null; email: string | null; phone: string | null };
}

/** The answer of `POST /account/admin/login`: the profile and the session token. */
export interface LoginAnswer extends Profile {
  token: string;
}

/** An account as `GET /account/permission` lists it and `…/:id/permission` answers it. */
export interface AccountRights {
  id: number;
  username: string;
  name: string;
  group: number;
  status: number;
  actions: string[];
  version: number;
}

/** The kinds of a record's history entries. */
export type HistoryKind = 'create' | 'update' | 'status' | 'follow';

/** One entry of a record's history (`GET <history>` → `{list}`, and the answer of a follow note). */
export interface HistoryEntry {
  id: number;
  kind: HistoryKind;
  action: string | null;
  /** The action's Chinese name (新建维修单, 编辑, 取消 …). */
  action_label: string;
  from_status: string | null;
  to_status: string | null;
  content: string | null;
  data: unknown;
  operator_id: number | null;
  operator_name: string | null;
  created_at: string;
}

/** One export record as `GET /export/jobs` lists it and `POST /export/jobs` answers it. */
export interface ExportJob {
  id: number;
  type: string;
  operator_name: string;
  filter: Record<string, string>;
  sort: string;
  rows: number;
  file_name: string;
  file_size: number;
  has_file: boolean;
  created_at: string;
}
