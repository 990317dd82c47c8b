import cluster, { type Worker } from 'node:cluster';
import { relayAmongWorkers } from './live/clusterRelay.ts';

/** How long the primary waits for its workers to stop after SIGTERM before it kills them. */
const STOP_WAIT_MS = 10_000;
/** The pause before replacing a worker that died before it was serving (its start failed). */
const RESTART_PAUSE_MS = 1_000;

const howItEnded = (code: number | null, signal: string | null): string => (signal ? `信号 ${signal}` : `退出码 ${code ?? '未知'}`);

/**
 * The primary process of `WORKERS=N` (call it after the migrations and the demo seed ran, once):
 * forks `count` workers that serve the same port (node:cluster hands each connection to one of
 * them) and replaces a worker that dies. When no worker has ever served, a dying one means the
 * start itself fails (port taken, database refused), so the primary stops them all and exits 1
 * instead of restarting for ever. SIGTERM or SIGINT stops every worker, then the primary.
 */
export function runPrimary(count: number): void {
  const live = new Set<Worker>();
  const serving = new WeakSet<Worker>();
  let anyServed = false;
  let stopping = false;
  let exitCode = 0;

  const fork = (): Worker => {
    const worker = cluster.fork();
    live.add(worker);
    return worker;
  };
  const stopAll = (code: number): void => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    if (live.size === 0) process.exit(exitCode);
    for (const worker of live) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(exitCode);
    }, STOP_WAIT_MS).unref();
  };

  cluster.on('listening', (worker) => {
    serving.add(worker);
    anyServed = true;
  });
  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    if (stopping) {
      if (live.size === 0) process.exit(exitCode);
      return;
    }
    const pid = worker.process.pid;
    if (!anyServed) {
      console.error(`工作进程 ${pid} 未能启动（${howItEnded(code, signal)}），服务停止`);
      stopAll(1);
      return;
    }
    console.error(`工作进程 ${pid} 意外退出（${howItEnded(code, signal)}），正在重新启动`);
    setTimeout(
      () => {
        if (stopping) return;
        console.log(`已重新启动工作进程 ${fork().process.pid}（替换 ${pid}）`);
      },
      serving.has(worker) ? 0 : RESTART_PAUSE_MS,
    );
  });
  // the live streams' changes go from a worker to the others (src/server/live/clusterRelay.ts)
  relayAmongWorkers(() => live);
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));

  console.log(`主进程 ${process.pid}：启动 ${count} 个工作进程`);
  for (let i = 0; i < count; i++) fork();
}
