import type { Deps, Logger } from '../../context.ts';
import { scanOverdueBackups } from '../needs/overdueBackups.ts';

/**
 * Periodic scans that raise the notification triggers declared `on: { scan }` (a backup unit
 * overdue for return). The delivery worker's loop calls `runDueScanners` on each tick; a scan
 * runs at most once per `everyMs` per process, and its idempotency keys make a repeat (or the
 * same scan in another process) write nothing twice.
 */
export interface Scanner {
  /** The `on.scan` name of the trigger(s) it raises. */
  name: string;
  everyMs: number;
  /** Writes the reminders due at `now`; returns how many. */
  run: (deps: Pick<Deps, 'db'>, now: number) => Promise<number>;
}

export const SCANNERS: readonly Scanner[] = [{ name: 'backup_overdue', everyMs: 3_600_000, run: scanOverdueBackups }];

/**
 * Runs each scanner whose last run (kept by the caller in `lastRun`) is `everyMs` or longer ago;
 * a scanner's error is logged and leaves the others and the worker running.
 */
export async function runDueScanners(deps: Pick<Deps, 'db'> & { logger?: Pick<Logger, 'error'> }, now: number, lastRun: Map<string, number>): Promise<void> {
  for (const scanner of SCANNERS) {
    const last = lastRun.get(scanner.name);
    if (last !== undefined && now - last < scanner.everyMs) continue;
    lastRun.set(scanner.name, now);
    try {
      await scanner.run(deps, now);
    } catch (e) {
      deps.logger?.error(`通知扫描「${scanner.name}」失败`, e);
    }
  }
}
