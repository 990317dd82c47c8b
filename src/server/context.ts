import type { Db } from './db/database.ts';
import type { AreaSet } from './engine/area.ts';

/** The source of time: tests inject one they can move. */
export interface Clock {
  now(): number;
}

/** Where server-side errors go (never into a response). */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/** The logged-in admin of a request, with permissions read from the database on this request. */
export interface AuthUser {
  id: number;
  username: string;
  name: string;
  group: number;
  status: number;
  permissions: string[];
  sessionId: number;
}

/** Why a request is not logged in, when it is not. */
export type AuthProblem = 'none' | 'missing' | 'invalid' | 'expired' | 'disabled' | 'cookie-write';

/** What a handler asks the action-log middleware to record once the response is known. */
export interface AuditEntry {
  action: string;
  resource?: string | null;
  recordId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** For refused logins: who tried. */
  username?: string | null;
  adminId?: number | null;
}

/** Everything the app needs, passed in by `createApp` (no module-level state). */
export interface Deps {
  db: Db;
  clock: Clock;
  trustProxy: boolean;
  logger: Logger;
  /** Where uploads are stored (env UPLOAD_DIR; default ./data/uploads). */
  uploadDir?: string;
  /** The areas, joined (the composition root lists them; the engine imports none). */
  areas: AreaSet;
}

/** Names a body's top-level key as users know it (its declared label), when the endpoint knows one. */
export type FieldLabeler = (key: string) => string | undefined;

/** Hono's environment for the API app. */
export interface AppEnv {
  Bindings: { incoming?: { socket?: { remoteAddress?: string }; headers?: unknown } } | undefined;
  Variables: {
    user: AuthUser | null;
    authProblem: AuthProblem;
    authVia: 'basic' | 'cookie' | null;
    audit: AuditEntry | undefined;
    ip: string;
    userAgent: string;
    /** The declared labels of the endpoint's body keys (set per endpoint by the engine's mount), for messages about a field. */
    fieldLabel: FieldLabeler | undefined;
  };
}
