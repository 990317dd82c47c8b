import type { Kysely } from 'kysely';
import type { ResourceName } from '../../../resources/index.ts';
import type { AuthUser } from '../authUser.ts';
import type { Database } from '../db/tables.ts';

/**
 * The types of the server hooks an area gives its resources (hooks.ts looks them up): a leaf of
 * types, so that the request context (context.ts, which carries the areas) needs nothing else.
 */

/** What an `afterAction` hook is told: the action applied, the row before and after, who and when. */
export interface ActionContext {
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  user: AuthUser;
  now: number;
  /** The action's `remark` as sent (kept as the history entry's content), if it has one. */
  remark: string | null;
}

/** The kinds of write a `guardWrite`/`afterWrite` hook sees. */
export type WriteKind = 'create' | 'update' | 'delete' | 'action';

/** What a write hook knows; it runs inside the write's transaction. */
export interface WriteContext {
  db: Kysely<Database>;
  user: AuthUser;
  now: number;
  /** The row before the write (update, delete, action). */
  before?: Record<string, unknown>;
  /** Column values about to be written (create, update, action: the new status too). */
  values: Record<string, unknown>;
  /** The declared action of an `action` write. */
  action?: string;
  /** The values of `writeOnly` fields of a `create` (e.g. the recipients a hook delivers to). */
  secrets?: Record<string, unknown>;
  /** Records an `access.denied` action-log row naming `reason` and answers 403 (with `message`, else the catalogue's); nothing is written. */
  deny: (reason: string, message?: string) => never;
}

/** What a declaration cannot say: server-generated values and side effects per resource. */
export interface ResourceHooks {
  /**
   * Extra values set on create (e.g. the record number), inside the create transaction.
   * `secrets` holds the values of `writeOnly` fields (never stored as such); `user` is the creator.
   */
  beforeCreate?: (db: Kysely<Database>, values: Record<string, unknown>, now: number, secrets: Record<string, unknown>, user: AuthUser) => Promise<Record<string, unknown>>;
  /**
   * Who may make this write, decided first: right after the record is found in the caller's row
   * scope and before anything else of it is looked at (its version, its state, an action's
   * fields), so a caller refused here gets 403 whatever the record's version or state (e.g. the
   * permission ceiling, "only the ticket's handler"). `before` is the row (not on create); `values`
   * are the validated values of a create or update (none for a delete or an action). `deny` to refuse.
   */
  authorize?: (kind: WriteKind, ctx: WriteContext) => Promise<void> | void;
  /**
   * Checks a write before it happens, after `authorize`, the version and the state (e.g. what may
   * still change once goods were sent, stock reservations); throws to refuse.
   */
  guardWrite?: (kind: WriteKind, ctx: WriteContext) => Promise<void>;
  /** Follows a write inside its transaction (e.g. revoking the sessions of a disabled account). */
  afterWrite?: (kind: WriteKind, ctx: WriteContext & { after?: Record<string, unknown> }) => Promise<void>;
  /**
   * Runs inside the action's transaction after the status update (e.g. stock moves); throwing
   * an ApiError rolls the whole action back.
   */
  afterAction?: (db: Kysely<Database>, ctx: ActionContext) => Promise<void>;
  /**
   * Rewrites the validated column values of a create or update before they are written, inside
   * the write's transaction, after `guardWrite` (e.g. a typed value to its stored text, HTML
   * sanitised). `body` holds the submitted values as sent; the result is what is written.
   * Throws an ApiError (4xx) to refuse.
   */
  prepareWrite?: (kind: 'create' | 'update', ctx: WriteContext & { body: Readonly<Record<string, unknown>> }) => Promise<Record<string, unknown>>;
  /**
   * Shapes a record before any answer or log carries it — list rows, one, create, update,
   * delete, the action log, and an update's history entry (e.g. masking a secret, adding a
   * derived value). Pure; a list row holds only the list's fields (`listRecordFields`).
   */
  presentRecord?: (record: Record<string, unknown>) => Record<string, unknown>;
  /**
   * The rows a caller may see at all, as column = value conditions ANDed to every read and write
   * of the resource: list (so its total and export), one record, update, delete and actions. A
   * row outside the scope answers 404, as an unknown id does. E.g. notices only on a table that
   * also holds private messages, or "my tickets": `(user) => ({ owner_id: user.id })`.
   * A scope may also follow what is asked (`ScopeRequest`): the values a list's query pins (an
   * export job carries the access of the list it holds: `?type=` decides whose jobs, or none).
   */
  rowScope?: (user: AuthUser, request: ScopeRequest) => RowScope;
  /** Adds to the record `one` answers, after `presentRecord` (e.g. an outbox row's attempts). */
  readOne?: (db: Kysely<Database>, record: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** Extra column values of an update (e.g. who edited and when), inside its transaction, after `guardWrite`. */
  beforeUpdate?: (ctx: WriteContext) => Promise<Record<string, unknown>>;
}

/** Column = value conditions a row must meet to exist for a caller (`ResourceHooks.rowScope`). */
export type RowScope = Readonly<Record<string, string | number>>;

/**
 * What a row scope is asked with besides the caller (`ResourceHooks.rowScope`): what the request
 * pins, and how to refuse it. A scope that depends on a pinned value must refuse (or throw a 400)
 * when it is not pinned: a call without one (a record's write, a plan check) pins nothing.
 */
export interface ScopeRequest {
  /**
   * Column → value the request pins: on a list, its `eq` conditions as validated (its declared
   * filters, fixed keys and its screen's fixed values); a hand-written read of one record may
   * pin that record's own values. Empty otherwise.
   */
  pinned: Readonly<Record<string, unknown>>;
  /** Refuses the whole request: an `access.denied` action-log row naming `after`, and 403. */
  deny: (after: Record<string, unknown>) => never;
}

/** Hooks by resource name, keyed by the declared names: a hook for a resource nobody declared fails to compile. */
export type HooksByResource = { readonly [name in ResourceName]?: ResourceHooks };
