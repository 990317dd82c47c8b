import type { Handler } from 'hono';
import type { Kysely } from 'kysely';
import type { ResourceDef } from '../../resources/define.ts';
import type { GroupEndpointKey } from '../../resources/index.ts';
import type { AuthUser } from './authUser.ts';
import type { Database } from './db/tables.ts';
import type { HooksByResource } from './engine/hookTypes.ts';
import type { RecipientResolvers, Scanner } from './shared/notify/types.ts';

export type { AuthUser } from './authUser.ts';

/** The database handle (SQLite or PostgreSQL, as db/database.ts opens it). */
type Db = Kysely<Database>;

/** The source of time: tests inject one they can move. */
export interface Clock {
  now(): number;
}

/** Where server-side errors go (never into a response). */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
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

/** The hand-written handler of an endpoint that belongs to no resource. */
export type GroupHandler = (deps: Deps) => Handler<AppEnv>;

/** Hand-written handlers by declared endpoint key (`account.login` …): a declared endpoint without one fails to compile. */
export type GroupHandlers = { readonly [key in GroupEndpointKey]: GroupHandler };

/*
 * Areas as the server's engine receives them (issue 33, "areas are inputs"): the engine, db and
 * live import nothing from any area; the composition root (src/server/composition.ts) lists the
 * areas and `createApp` joins them (engine/area.ts). Each field is optional: an area brings what it has.
 */

/** What raised a declared action, as an area's `afterAction` listener is told (inside the action's transaction). */
export interface ActionEvent {
  resource: ResourceDef;
  /** The row after the action (database columns). */
  after: Record<string, unknown>;
  action: string;
  remark: string | null;
  actor: AuthUser;
  now: number;
}

/** One area of the server. */
export interface ServerArea {
  /** The area's name (its folder under src/server/areas/), as seed modules' `after` names it. */
  readonly name: string;
  /** Its resources' hooks, keyed by declared resource name (an undeclared one fails to compile). */
  readonly hooks?: HooksByResource;
  /** Its hand-written handlers, keyed by declared endpoint key (an undeclared one fails to compile). */
  readonly handlers?: Partial<GroupHandlers>;
  /** Runs after every declared action of any resource, inside its transaction (e.g. the notification triggers), given the joined areas. */
  readonly afterAction?: (db: Kysely<Database>, event: ActionEvent, areas: AreaSet) => Promise<void>;
  /** Whether a caller may read an upload (the files layer): asked before a write refers to one. */
  readonly mayReadUpload?: (areas: AreaSet, db: Db, user: AuthUser, key: string) => Promise<boolean>;
  /** The unread count the live stream pushes (站内信). */
  readonly unreadCount?: (db: Db, userId: number) => Promise<number>;
  /** Its demo modules (SEED=demo), loaded only when seeding, run in dependency order after the demo accounts. */
  readonly seeds?: readonly (() => Promise<AreaSeed>)[];
  /**
   * Who a declared notification trigger's `to` names, for the area whose accounts they are
   * (`customer`: people, `handler`: workflow): the notifications area resolves them through the
   * joined set, never by importing the area. A kind brought twice is an error.
   */
  readonly recipients?: RecipientResolvers;
  /** Its periodic notification scans (`on: { scan }` triggers over its records), run by the delivery worker. */
  readonly scanners?: readonly Scanner[];
}

/** The areas joined, as the engine asks them. */
export interface AreaSet {
  readonly names: readonly string[];
  readonly hooks: HooksByResource;
  readonly handlers: Readonly<Record<string, GroupHandler | undefined>>;
  readonly afterAction: readonly NonNullable<ServerArea['afterAction']>[];
  readonly mayReadUpload: (db: Db, user: AuthUser, key: string) => Promise<boolean>;
  readonly unreadCount: (db: Db, userId: number) => Promise<number>;
  readonly seeds: readonly (() => Promise<AreaSeed>)[];
  readonly recipients: RecipientResolvers;
  readonly scanners: readonly Scanner[];
}

/**
 * A seed module: the demo rows of one area. Each `src/server/areas/<area>/seed.ts` exports one
 * as `seed`, and the area's entry (`area.ts`) names it in `seeds`; the seed runner (seedRunner.ts)
 * runs them after the demo accounts, each after the modules it depends on.
 */
export interface AreaSeed {
  /** The area's name, as other modules' `after` names it. */
  area: string;
  /**
   * The resources (registry names) this module writes rows of. A module runs after the modules
   * that seed what its resources' reference fields point to.
   */
  seeds: readonly string[];
  /** Areas whose rows this module reads besides references (e.g. the accounts another area adds). */
  after?: readonly string[];
  /** `areas`: the joined areas, for what other areas declare (the notification recipients). */
  run(db: Kysely<Database>, now: number, areas: AreaSet): Promise<void>;
}
