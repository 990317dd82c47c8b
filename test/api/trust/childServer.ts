import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { folderListingsDefine } from '../../../src/server/db/folderListing.ts';
import { isAlive } from '../../../src/server/db/serverLock.ts';

/**
 * The real server (`tsx src/server/main.ts`) in a child process on a temporary database, for the
 * crash, backup and offline tests.
 */
export interface ChildServer {
  url: string;
  port: number;
  process: ChildProcess;
  output: string[];
  /** SIGKILL (a crash) or SIGTERM (a clean stop); resolves once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A free TCP port on localhost. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

let bundled: string | null | undefined;


/**
 * How to run `src/server/main.ts`: bundled once by esbuild (tsx's own compiler) into
 * node_modules/.cache, so a restart takes ~0.3 s instead of ~3 s of on-the-fly compiling; else
 * `node --import tsx`. Always ONE process: the tsx CLI puts a parent in front of the server,
 * and a SIGKILL to that parent leaves the server running as an orphan.
 */
function serverArgs(): string[] {
  if (bundled === undefined) {
    // one file per test process, written anew: a shared name was rebuilt by every test file at
    // once, and a node_modules made of hard links shared it with every other checkout as well
    const dir = resolve('node_modules/.cache/trust-server');
    const out = join(dir, `main-${process.pid}.mjs`);
    for (const name of existsSync(dir) ? readdirSync(dir) : []) {
      const pid = /^main-(\d+)\.mjs$/.exec(name)?.[1];
      if (pid && (Number(pid) === process.pid || !isAlive(Number(pid)))) rmSync(join(dir, name), { force: true });
    }
    const esbuild = resolve('node_modules/.bin/esbuild');
    const r = existsSync(esbuild)
      ? spawnSync(esbuild, ['src/server/main.ts', '--bundle', '--platform=node', '--format=esm', '--packages=external', `--define:__DB_FOLDER_LISTINGS__=${folderListingsDefine()}`, `--outfile=${out}`, '--log-level=error'])
      : null;
    bundled = r && r.status === 0 ? out : null;
  }
  return bundled ? [bundled] : ['--import', 'tsx', resolve('src/server/main.ts')];
}

/** Starts the server and waits until `/api/cms/account/admin/check` answers. */
export async function startChildServer(env: { DATABASE_URL: string; PORT?: number; SEED?: string; [key: string]: string | number | undefined }): Promise<ChildServer> {
  const port = env.PORT ?? (await freePort());
  const child = spawn(process.execPath, serverArgs(), {
    // production unless the caller asks otherwise (a test that needs `NOW`, which production ignores)
    env: { ...process.env, SEED: 'demo', ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === undefined ? undefined : String(v)])), PORT: String(port), NODE_ENV: env.NODE_ENV === undefined ? 'production' : String(env.NODE_ENV) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    try {
      const res = await fetch(`${url}/api/cms/account/admin/check`);
      if (res.status === 401) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${output.join('')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    port,
    process: child,
    output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Logs in over HTTP; returns the Authorization header. */
export async function httpLogin(url: string, username = 'staff', password = 'demo123456'): Promise<string> {
  const res = await fetch(`${url}/api/cms/account/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const body = (await res.json()) as { data: { id: number; token: string } };
  return `Basic ${Buffer.from(`${body.data.id}:${body.data.token}`).toString('base64')}`;
}
