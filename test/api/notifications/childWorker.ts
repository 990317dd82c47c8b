import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { isAlive } from '../../../src/server/db/serverLock.ts';
import { join, resolve } from 'node:path';

/**
 * Runs outboxChild.ts in a process of its own: bundled once per test process by esbuild (a start
 * takes ~0.2 s instead of seconds of on-the-fly compiling), else through tsx. One process, so a
 * SIGKILL kills the worker itself (see test/api/trust/childServer.ts).
 */

let bundled: string | null | undefined;

function childArgs(): string[] {
  if (bundled === undefined) {
    const dir = resolve('node_modules/.cache/outbox-child');
    mkdirSync(dir, { recursive: true });
    const out = join(dir, `child-${process.pid}.mjs`);
    for (const name of readdirSync(dir)) {
      const pid = /^child-(\d+)\.mjs$/.exec(name)?.[1];
      if (pid && (Number(pid) === process.pid || !isAlive(Number(pid)))) rmSync(join(dir, name), { force: true });
    }
    const esbuild = resolve('node_modules/.bin/esbuild');
    const r = existsSync(esbuild) ? spawnSync(esbuild, ['test/api/notifications/outboxChild.ts', '--bundle', '--platform=node', '--format=esm', '--packages=external', `--outfile=${out}`, '--log-level=error']) : null;
    bundled = r && r.status === 0 ? out : null;
  }
  return bundled ? [bundled] : ['--import', 'tsx', resolve('test/api/notifications/outboxChild.ts')];
}

export interface ChildWorker {
  process: ChildProcess;
  /** Resolves once the child printed `line` (or rejects when it exited first). */
  printed(line: string): Promise<void>;
  /** Everything it printed. */
  output(): string;
  /** Tells a `deliver` child to begin. */
  go(): void;
  /** Resolves with the exit code (null when killed). */
  exited: Promise<number | null>;
}

export function startChildWorker(args: readonly string[]): ChildWorker {
  const child = spawn(process.execPath, [...childArgs(), ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  const waiters: { line: string; ok: () => void }[] = [];
  const check = (): void => {
    for (const w of [...waiters]) {
      if (!out.split('\n').includes(w.line)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.ok();
    }
  };
  child.stdout?.on('data', (d: Buffer) => ((out += d.toString()), check()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    process: child,
    output: () => out,
    go: () => child.stdin?.write('go\n'),
    exited,
    printed: (line) =>
      new Promise<void>((ok, fail) => {
        waiters.push({ line, ok });
        check();
        void exited.then(() => (out.split('\n').includes(line) ? ok() : fail(new Error(`the worker exited before printing ${line}: ${out}`))));
      }),
  };
}
