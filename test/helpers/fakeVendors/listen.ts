import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP server for a fake vendor: its base URL and how to stop it. */
export interface FakeServer {
  base: string;
  close: () => Promise<void>;
}

export const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** Starts `handle` on 127.0.0.1 at a free port. */
export async function listen(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Promise<FakeServer> {
  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => sendJson(res, 500, { error: String(e) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
