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
