import type { NotificationChannel } from '../../../../resources/notifications/states.ts';
import { backoffMs } from '../../../domain/notificationBackoff.ts';
import type { Clock, Logger } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { claimDue, type ClaimedRow } from './claim.ts';
import { recordFailure, recordHandOver, recordSent, recordUncertain } from './finish.ts';
import { onEnqueue } from './outbox.ts';
import { runDueScanners, type ScanDeps } from './scanners.ts';
import { providerFor as configuredProvider } from './providers/index.ts';
import { ProviderError, type OutgoingMessage, type Provider, type SendContext, type SendResult } from './providers/types.ts';

/**
 * The delivery worker (issue 20 part 1): claims due outbox rows (claim.ts), sends each through its
 * channel's provider with the row's idempotency key, and records the outcome (finish.ts): 成功
 * with the provider's id; 失败 on a permanent refusal or at the last attempt; else 待发送 again
 * after the backoff (src/domain/notificationBackoff.ts). A provider marks the point after which
 * the vendor may have the message (`SendContext.handOver`, recorded in its own commit); an
 * attempt that got no answer after it is not made again unless the vendor drops a repeat within
 * the time: the row becomes 发送结果未知 (issue 32). Started by each server process
 * (src/server/main.ts); tests drive `runWorkerOnce`.
 */

export interface WorkerDeps {
  db: Db;
  clock: Clock;
  logger?: Pick<Logger, 'error'>;
  /** The provider of a channel (default: system config's, providers/index.ts). */
  providerFor?: (db: Db, channel: NotificationChannel) => Promise<Provider>;
  /** The jitter's source, in [0, 1). */
  random?: () => number;
  /** Rows claimed per round (default 20); they are sent side by side. */
  batchSize?: number;
  /** How long a claim holds a row (default 120 s): longer than any provider call may take (their timeouts are 10–20 s). */
  leaseMs?: number;
}

export interface RoundResult {
  claimed: number;
  sent: number;
  failed: number;
  retried: number;
  /** Rows made 发送结果未知 (see `onFailure`). */
  uncertain: number;
}

const DEFAULT_BATCH = 20;
export const DEFAULT_LEASE_MS = 120_000;

function outgoing(row: ClaimedRow): OutgoingMessage {
  let variables: Record<string, unknown> | null = null;
  try {
    variables = row.variables_json ? (JSON.parse(row.variables_json) as Record<string, unknown>) : null;
  } catch {
    variables = null;
  }
  return {
    id: row.id,
    channel: row.channel as NotificationChannel,
    recipient: row.recipient,
    recipientName: row.recipient_name,
    subject: row.subject,
    content: row.content,
    variables,
    templateCode: row.template_code,
    idempotencyKey: row.idempotency_key,
    triggeredBy: row.triggered_by,
  };
}

type Outcome = 'sent' | 'failed' | 'retried' | 'uncertain';

/** The hand-over of one attempt: whether it was recorded, and the bound of safe repeats then in force. */
interface HandOver {
  done: boolean;
  safeUntil: string | null;
}

/** The provider's de-duplication window, or null when a repeat is always answered with the first message (nothing to record). */
const windowOf = (p: Provider): number | null => (p.dedupe === 'always' ? null : p.dedupe === 'never' ? 0 : p.dedupe.windowMs);

/**
 * An attempt the provider refused or that failed. Retried after the backoff, or 失败 when it was
 * permanent or the last — unless a hand-over is still unanswered (this attempt's, when no answer
 * came back after it, or an earlier one's) and the retry would come after its safe bound: then
 * 发送结果未知, for the message may already be with the recipient.
 */
async function onFailure(deps: WorkerDeps, row: ClaimedRow, providerName: string, e: unknown, handOver: HandOver): Promise<Outcome> {
  const now = deps.clock.now();
  const message = e instanceof Error ? e.message : String(e);
  const permanent = e instanceof ProviderError && e.permanent;
  // after the hand-over, only an answer of the vendor (a ProviderError not marked unknown) says it was not delivered
  const unanswered = handOver.done && !(e instanceof ProviderError && !e.outcomeUnknown);
  const safeUntil = unanswered ? handOver.safeUntil : row.retry_safe_until;
  const last = row.attempts >= row.max_attempts;
  const retryAt = permanent || last ? null : now + backoffMs(row.attempts, (deps.random ?? Math.random)());
  if (safeUntil !== null && (retryAt === null || retryAt >= Date.parse(safeUntil))) {
    await recordUncertain(deps.db, row, providerName, message, now);
    return 'uncertain';
  }
  const text = last && !permanent ? `${message}（已达最多尝试次数 ${row.max_attempts} 次）` : message;
  await recordFailure(deps.db, row, providerName, text, retryAt, now, safeUntil);
  return retryAt === null ? 'failed' : 'retried';
}

async function deliver(deps: WorkerDeps, row: ClaimedRow): Promise<Outcome | null> {
  const now = (): number => deps.clock.now();
  if (row.attempts > row.max_attempts) {
    // the last attempt was cut short (its worker stopped): no attempt is left
    const text = `已达最多尝试次数（${row.max_attempts} 次），最后一次发送被中断`;
    // …after a hand-over still unanswered: it may have been delivered
    if (row.retry_safe_until !== null) {
      await recordUncertain(deps.db, row, row.provider, text, now());
      return 'uncertain';
    }
    await recordFailure(deps.db, row, row.provider, text, null, now());
    return 'failed';
  }
  let provider: Provider | undefined;
  const handOver: HandOver = { done: false, safeUntil: row.retry_safe_until };
  const ctx: SendContext = {
    async handOver() {
      const window = provider ? windowOf(provider) : 0;
      if (handOver.done || window === null) return;
      handOver.safeUntil = await recordHandOver(deps.db, row, now() + window, now());
      handOver.done = true;
    },
  };
  let result: SendResult;
  try {
    provider = await (deps.providerFor ?? configuredProvider)(deps.db, row.channel as NotificationChannel);
    result = await provider.send(outgoing(row), ctx);
  } catch (e) {
    return onFailure(deps, row, provider?.name ?? row.provider, e, handOver);
  }
  try {
    await recordSent(deps.db, row, provider.name, result, now());
    return 'sent';
  } catch (e) {
    // sent, but the acknowledgement could not be written: the row stays 发送中 and its lease
    // decides — 发送结果未知 after a recorded hand-over, else sent again (a vendor that answers a repeat)
    deps.logger?.error(`通知 #${row.id} 已发出，但记录发送结果失败`, e);
    return null;
  }
}

/** One round: claims the rows due at `now` and delivers them side by side. */
export async function runWorkerOnce(deps: WorkerDeps, now: number): Promise<RoundResult> {
  const rows = await claimDue(deps.db, now, { limit: deps.batchSize ?? DEFAULT_BATCH, leaseMs: deps.leaseMs ?? DEFAULT_LEASE_MS });
  const outcomes = await Promise.all(rows.map((row) => deliver(deps, row)));
  return {
    claimed: rows.length,
    sent: outcomes.filter((o) => o === 'sent').length,
    failed: outcomes.filter((o) => o === 'failed').length,
    retried: outcomes.filter((o) => o === 'retried').length,
    uncertain: outcomes.filter((o) => o === 'uncertain').length,
  };
}

export interface RunningWorker {
  /** Runs a round now (an enqueue in this process calls it). */
  wake(): void;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
}

/**
 * Polls every `intervalMs` (default 1 s) and at once after an enqueue in this process; a full
 * round is followed by another at once. A round's error is logged and the polling goes on. Each
 * round first runs the periodic scans that are due (the areas' `scanners`, scanners.ts: the
 * overdue backup units), so it is given the joined areas.
 */
export function startWorker(deps: WorkerDeps & Pick<ScanDeps, 'areas'>, opts: { intervalMs?: number } = {}): RunningWorker {
  const interval = opts.intervalMs ?? 1000;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  /** When each periodic scan (scanners.ts) last ran in this process. */
  const scanned = new Map<string, number>();

  const schedule = (ms: number): void => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(tick, ms);
  };
  function tick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runDueScanners(deps, deps.clock.now(), scanned)
      .then(() => runWorkerOnce(deps, deps.clock.now()))
      .then((r) => {
        if (r.claimed >= (deps.batchSize ?? DEFAULT_BATCH)) again = true;
      })
      .catch((e: unknown) => deps.logger?.error('通知发送任务出错', e))
      .finally(() => {
        running = null;
        const now = again;
        again = false;
        schedule(now ? 0 : interval);
      });
  }
  const unsubscribe = onEnqueue(() => schedule(0));
  schedule(0);
  return {
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      await running;
    },
  };
}
