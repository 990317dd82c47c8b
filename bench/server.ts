import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';
import { runningServerPids } from '../src/server/db/serverLock.ts';

/**
 * The production server as `npm run serve` starts it (its script is read from package.json at
 * run time and run through the shell with node_modules/.bin on PATH, without npm's own start-up),
 * in its own process group so stopping it never leaves an orphan behind.
 */
export interface RunningServer {
  baseUrl: string;
  /** The node process that serves (the script may run a wrapper such as tsx in front of it). */
  pid: number;
  /** Spawn → first 200 answer of GET /login, in ms. */
  firstAnswerMs: number;
  /** Starts sampling VmRSS every `everyMs`; the returned function stops and gives the peak MiB. */
  sampleRss(everyMs?: number): () => number;
  /** VmHWM (peak resident set over the process's life) in MiB. */
  peakRssMiB(): number;
  /** The node processes the server runs as now (more than one when it forks workers: WORKERS=N). */
  nodeProcesses(): number;
  stop(): Promise<void>;
}

const live = new Set<ChildProcess>();

/** Kills every server this process started (for exit and signal handlers). */
export function killAllStarted(): void {
  for (const child of live) killGroup(child, 'SIGKILL');
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function statusKiB(pid: number, key: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`/proc/${pid}/status has no ${key}`);
  return Number(m[1]);
}

function readComm(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** Every process below `root` (children, grandchildren …) with its command name. */
function descendants(root: number): { pid: number; comm: string }[] {
  const parent = new Map<number, { ppid: number; comm: string }>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parent.set(Number(d), { ppid, comm });
    } catch {
      /* exited meanwhile */
    }
  }
  const below = (pid: number): boolean => {
    for (let p = parent.get(pid)?.ppid; p !== undefined && p > 1; p = parent.get(p)?.ppid) if (p === root) return true;
    return false;
  };
  return [...parent].filter(([pid]) => below(pid)).map(([pid, v]) => ({ pid, comm: v.comm }));
}

/**
 * The serving node process: the pid the server writes beside its SQLite database (`<db>.server.<pid>.pid`,
 * see src/server/db/serverLock.ts) when it is below our child, else the deepest node process
 * (on PostgreSQL there is no such file).
 */
function servingPid(child: ChildProcess, databaseFile: string): number {
  const root = child.pid as number;
  const below = descendants(root);
  const locked = runningServerPids(databaseFile).find((pid) => pid === root || below.some((d) => d.pid === pid));
  if (locked !== undefined) return locked;
  const nodes = below.filter((d) => d.comm === 'node' || d.comm.startsWith('node'));
  if (nodes.length) return nodes[nodes.length - 1].pid;
  return root;
}

/** Starts `npm run serve` on `databaseUrl` (an SQLite file or a postgres:// URL) with `SEED=none` and any extra `env` (e.g. WORKERS). */
export async function startServer(opts: { port: number; databaseUrl: string; cwd?: string; env?: Record<string, string> }): Promise<RunningServer> {
  const cwd = opts.cwd ?? process.cwd();
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const busy = await fetch(`${baseUrl}/login`, { signal: AbortSignal.timeout(500) }).then(() => true, () => false);
  if (busy) throw new Error(`port ${opts.port} is already in use (a server left running?)`);
  const script = (JSON.parse(readFileSync(resolve(cwd, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts?.serve;
  if (!script) throw new Error('package.json has no "serve" script');
  const env = {
    ...process.env,
    PORT: String(opts.port),
    DATABASE_URL: opts.databaseUrl,
    SEED: 'none',
    ...opts.env,
    PATH: `${resolve(cwd, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
  };
  let output = '';
  const started = performance.now();
  const child = spawn('sh', ['-c', script], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  live.add(child);
  child.stdout?.on('data', (b: Buffer) => void (output += b.toString()));
  child.stderr?.on('data', (b: Buffer) => void (output += b.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  void exited.then(() => live.delete(child));
  // the shell may exit before the node processes of its group have closed the port: wait for all of them
  const group = child.pid as number;
  const groupAlive = (): boolean => {
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signalGroup = (signal: NodeJS.Signals): void => {
    try {
      process.kill(-group, signal);
    } catch {
      /* already gone */
    }
  };
  const stop = async (): Promise<void> => {
    signalGroup('SIGTERM');
    for (let waited = 0; groupAlive() && waited < 6000; waited += 50) await sleep(50);
    if (groupAlive()) signalGroup('SIGKILL');
    for (let waited = 0; groupAlive() && waited < 2000; waited += 50) await sleep(50);
    await exited;
  };

  let firstAnswerMs = -1;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before answering: ${output.trim().slice(-400)}`);
    const ok = await fetch(`${baseUrl}/login`, { signal: AbortSignal.timeout(2000) }).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status === 200;
      },
      () => false,
    );
    if (ok) {
      firstAnswerMs = performance.now() - started;
      break;
    }
    if (performance.now() - started > 60_000) {
      await stop();
      throw new Error(`no answer from ${baseUrl}/login within 60 s: ${output.trim().slice(-400)}`);
    }
    await sleep(5);
  }
  const pid = servingPid(child, opts.databaseUrl);
  return {
    baseUrl,
    pid,
    firstAnswerMs,
    sampleRss(everyMs = 100) {
      let peak = statusKiB(pid, 'VmRSS');
      const timer = setInterval(() => {
        try {
          peak = Math.max(peak, statusKiB(pid, 'VmRSS'));
        } catch {
          /* exited: the caller will notice */
        }
      }, everyMs);
      timer.unref();
      return () => {
        clearInterval(timer);
        return peak / 1024;
      };
    },
    peakRssMiB: () => statusKiB(pid, 'VmHWM') / 1024,
    nodeProcesses: () => [{ pid: child.pid as number, comm: readComm(child.pid as number) }, ...descendants(child.pid as number)].filter((d) => d.comm.startsWith('node')).length,
    stop,
  };
}
