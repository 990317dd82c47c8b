import type { NotifyChannel, NotifyRecipient, NotifyTrigger, ResourceDef } from '../../../../resources/define.ts';
import type { SendState } from '../../../../resources/notifications/states.ts';
import type { AuthUser } from '../../authUser.ts';
import type { Db } from '../../db/database.ts';

/**
 * Enqueueing a notification, as the areas see it (issue 33, part 2): the interfaces an area
 * declares in its entry (`recipients`, `scanners`) and what a scanner is handed to raise a
 * trigger. The notifications area implements the runner (areas/notifications/triggers.ts) and
 * reads the resolvers and scanners from the joined areas; no area imports it. A leaf: the
 * request context (context.ts) names these types.
 */

/** Who a notification trigger reaches: a name, their address on each channel, their preferred channel. */
export interface NotifyAddressee {
  name: string | null;
  /** A customer's 通知方式 (`none`: 不通知); absent for a staff account. */
  preferred?: NotifyChannel | 'none';
  addresses: Partial<Record<NotifyChannel, string | null>>;
}

/** Finds the addressee of a record (a record as the API shows it); null: nobody to notify. */
export type RecipientResolver = (db: Db, record: Record<string, unknown>, actor: AuthUser | null) => Promise<NotifyAddressee | null>;

/** The resolvers an area brings, by the `NotifyRecipient` a declaration names (`to: 'customer'` …). */
export type RecipientResolvers = Readonly<Partial<Record<NotifyRecipient, RecipientResolver>>>;

/** What raised a trigger: when, who (none for a scan), and the values of `NOTIFY_EXTRA_VARIABLES`. */
export interface TriggerCause {
  now: number;
  actor: AuthUser | null;
  /** The action's name (its label is the `action` variable). */
  action?: string;
  remark?: string | null;
  days?: number;
  /** The outbox's idempotency key (a scan's `backup_overdue:<id>:<n>`); default: the outbox's own. */
  idempotencyKey?: string;
}

/**
 * Raises one declared trigger for one record (a database row of `resource`) in `db` (the caller's
 * transaction, if any): the outbox row's id and state, or null when nothing is written (switched
 * off; no recipient; the recipient chose 不通知 or has no address on the channel; no template).
 */
export type RaiseTrigger = (
  db: Db,
  resource: ResourceDef,
  trigger: NotifyTrigger,
  row: Record<string, unknown>,
  cause: TriggerCause,
) => Promise<{ id: number; send_state: SendState } | null>;

/** What a scanner is handed on each run. */
export interface ScanContext {
  db: Db;
  /** The notifications area's trigger runner (recipients resolved by the areas that declare them). */
  raise: RaiseTrigger;
}

/**
 * A periodic scan that raises the notification triggers declared `on: { scan }` (a backup unit
 * overdue for return), brought by the area whose records it reads. The delivery worker runs it
 * at most once per `everyMs` per process; its idempotency keys make a repeat write nothing twice.
 */
export interface Scanner {
  /** The `on.scan` name of the trigger(s) it raises. */
  readonly name: string;
  readonly everyMs: number;
  /** Writes the reminders due at `now`; returns how many. */
  readonly run: (ctx: ScanContext, now: number) => Promise<number>;
}
