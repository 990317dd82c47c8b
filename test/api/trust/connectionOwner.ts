import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';

/**
 * Which process answered a request, found from outside the server (no header or endpoint says
 * so): the request goes over a kept-alive connection, and Linux's /proc names the socket inode of
 * the server's end of it (/proc/net/tcp, tcp6) and the process that holds that inode among its
 * open files (/proc/<pid>/fd). Under node:cluster the primary accepts a connection and hands it
 * to one worker, which then holds it alone.
 *
 * "Then" is not "at once": the worker acknowledges the handle over IPC and starts serving, and the
 * primary closes its own copy only when that acknowledgement reaches it (node's
 * RoundRobinHandle.handoff). On a busy machine the worker can answer before the primary has
 * closed, so for a moment both hold the socket: the look-up waits for the handoff to end.
 */

/** How long the primary may take to close its copy of a handed-off connection. */
const HANDOFF_LIMIT_MS = 5_000;

/** The inode of the server's end of the TCP connection from local port `clientPort` to `serverPort`. */
function serverSocketInode(serverPort: number, clientPort: number): string | null {
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10) continue;
      const local = parseInt(cols[1].split(':')[1] ?? '', 16);
      const remote = parseInt(cols[2].split(':')[1] ?? '', 16);
      if (local === serverPort && remote === clientPort && cols[9] !== '0') return cols[9];
    }
  }
  return null;
}

/** The processes among `pids` that hold the socket `inode` open. */
function holdersOf(inode: string, pids: number[]): number[] {
  const link = `socket:[${inode}]`;
  return pids.filter((pid) => {
    try {
      return readdirSync(`/proc/${pid}/fd`).some((fd) => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`) === link;
        } catch {
          return false;
        }
      });
    } catch {
      return false;
    }
  });
}

export interface TracedAnswer {
  status: number;
  body: { code?: string; data?: Record<string, unknown> & { id?: number; token?: string } };
  /** The one process among the candidates that held the server's end of the connection. */
  pid: number;
}

/** A connection of its own: one socket, kept alive between calls. */
export const oneConnection = (): Agent => new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One API call over `agent`'s connection, answering which of `pids` served it (it throws when
 * not exactly one of them holds the connection).
 */
export function tracedCall(agent: Agent, url: string, pids: number[], method: string, path: string, options: { auth?: string; body?: unknown } = {}): Promise<TracedAnswer> {
  const target = new URL(`/api/cms${path}`, url);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {};
  if (options.auth) headers.authorization = options.auth;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise((ok, fail) => {
    const req = request({ agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const socket = req.socket;
        const inode = socket?.localPort ? serverSocketInode(Number(target.port), socket.localPort) : null;
        const deadline = Date.now() + HANDOFF_LIMIT_MS;
        const answer = (): void => {
          const holders = inode ? holdersOf(inode, pids) : [];
          if (holders.length > 1 && Date.now() < deadline) return void setTimeout(answer, 10);
          if (holders.length !== 1) return fail(new Error(`the connection from port ${socket?.localPort} is held by ${holders.length} of the processes ${pids.join(', ')} (inode ${inode})`));
          try {
            ok({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as TracedAnswer['body'], pid: holders[0] });
          } catch (err) {
            fail(err as Error);
          }
        };
        answer();
      });
    });
    req.on('error', fail);
    req.end(payload);
  });
}
