import type { Deps, Logger } from '../../context.ts';
import type { AreaSet } from '../../engine/area.ts';
import { triggerRaiser } from './triggers.ts';

export type { Scanner } from '../../shared/notify/types.ts';

/**
 * Periodic scans that raise the notification triggers declared `on: { scan }` (a backup unit
 * overdue for return). Each is brought by the area whose records it reads (its entry's
 * `scanners`, joined in `AreaSet.scanners`) and handed the trigger runner. The delivery worker's
 * loop calls `runDueScanners` on each tick; a scan runs at most once per `everyMs` per process,
 * and its idempotency keys make a repeat (or the same scan in another process) write nothing twice.
 */

/** What the scans need: the database and the joined areas (their scanners and recipient resolvers). */
export type ScanDeps = Pick<Deps, 'db'> & { areas: Pick<AreaSet, 'scanners' | 'recipients'>; logger?: Pick<Logger, 'error'> };

/**
 * Runs each scanner whose last run (kept by the caller in `lastRun`) is `everyMs` or longer ago;
 * a scanner's error is logged and leaves the others and the worker running.
 */
export async function runDueScanners(deps: ScanDeps, now: number, lastRun: Map<string, number>): Promise<void> {
  const raise = triggerRaiser(deps.areas);
  for (const scanner of deps.areas.scanners) {
    const last = lastRun.get(scanner.name);
    if (last !== undefined && now - last < scanner.everyMs) continue;
    lastRun.set(scanner.name, now);
    try {
      await scanner.run({ db: deps.db, raise }, now);
    } catch (e) {
      deps.logger?.error(`通知扫描「${scanner.name}」失败`, e);
    }
  }
}
