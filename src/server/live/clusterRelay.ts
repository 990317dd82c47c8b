import cluster, { type Worker } from 'node:cluster';
import { addRelay, deliverRelayed, readRelayed, relayedOf } from './bus.ts';

/** The key of a live change in a cluster IPC message. */
const KEY = 'cmsLive';

let joined = false;

/**
 * Across the workers of `WORKERS=N` on SQLite: a worker sends each change to the primary over
 * IPC, and the primary hands it to every other worker (`relayAmongWorkers`). Joined once per
 * worker process; nothing outside a cluster.
 */
export function joinClusterRelay(): void {
  if (joined || !cluster.isWorker || !process.send) return;
  joined = true;
  addRelay({ send: (change) => process.send?.({ [KEY]: relayedOf(change) }) });
  process.on('message', (message: unknown) => {
    const change = typeof message === 'object' && message !== null ? readRelayed((message as Record<string, unknown>)[KEY]) : undefined;
    if (change) deliverRelayed(change);
  });
}

/** In the primary: forwards each worker's live change to the other workers. */
export function relayAmongWorkers(workers: () => Iterable<Worker>): void {
  cluster.on('message', (from: Worker, message: unknown) => {
    if (typeof message !== 'object' || message === null || !(KEY in message)) return;
    for (const worker of workers()) if (worker !== from && worker.isConnected()) worker.send(message);
  });
}
