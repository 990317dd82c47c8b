import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../resources/settings/upload.ts';
import { MAX_BODY_BYTES } from '../../../src/server/middleware/bodyGuard.ts';
import { startWireServer, type WireServer } from './wire.ts';

/**
 * Issue 15, broken 3: after an oversize body the server answered 413 with
 * `Connection: keep-alive` and then closed the socket, so the client's next request on that
 * connection failed (in the app: the user's next save showed 请求异常). Over a real socket with
 * one keep-alive connection, as a browser keeps it: 413 says `Connection: close`, and the
 * next request from the same client succeeds.
 */

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

let s: WireServer;
let auth: string;
let agent: Agent;
beforeAll(async () => {
  s = await startWireServer();
  auth = await s.login('staff');
});
afterAll(() => s.close(), 30_000);
beforeEach(() => {
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
});
afterEach(() => agent.destroy());

/** One request through the shared keep-alive agent; `chunked` sends the body without a Content-Length. */
function send(method: string, path: string, opts: { body?: Buffer; type?: string; chunked?: boolean } = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const headers: Record<string, string> = { authorization: auth };
    if (opts.type) headers['content-type'] = opts.type;
    if (opts.body && !opts.chunked) headers['content-length'] = String(opts.body.length);
    const req = httpRequest({ host: '127.0.0.1', port: s.port, method, path: `/api/cms${path}`, agent, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

const jsonOf = (size: number): Buffer => Buffer.from(JSON.stringify({ fault: 'x'.repeat(size) }));

function multipartOf(size: number): { body: Buffer; type: string } {
  const boundary = '----wire413';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="大文件.png"\r\nContent-Type: image/png\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, Buffer.alloc(size, 7), tail]), type: `multipart/form-data; boundary=${boundary}` };
}

const next = () => send('GET', '/account/admin/check');

describe('a 413 and the next request on the same keep-alive connection', () => {
  it('a JSON body over 1 MiB (Content-Length): 413 with Connection: close; the next request succeeds', async () => {
    expect((await next()).status).toBe(200);
    const refused = await send('POST', '/needs/manage-repair', { body: jsonOf(2 * MAX_BODY_BYTES), type: 'application/json' });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ code: '41300', message: '提交的内容过大' });
    expect(refused.headers.connection).toBe('close');
    const after = await next();
    expect(after.status).toBe(200);
    expect(after.headers.connection).toBe('keep-alive');
  });

  it('a chunked JSON body over 1 MiB (no Content-Length): the same', async () => {
    const refused = await send('POST', '/needs/manage-repair', { body: jsonOf(2 * MAX_BODY_BYTES), type: 'application/json', chunked: true });
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe('close');
    expect((await next()).status).toBe(200);
  });

  it("an upload over the upload's own limit (10 MB): 413 with Connection: close; the next request succeeds", async () => {
    const { body, type } = multipartOf(UPLOAD_MAX_BYTES + 128 * 1024);
    const refused = await send('POST', '/system/upload', { body, type });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ code: '41300' });
    expect(refused.headers.connection).toBe('close');
    expect((await next()).status).toBe(200);
  });

  it('the server really ends that connection after the 413 (it does not promise keep-alive and then drop the next request)', async () => {
    const socket = connect(s.port, '127.0.0.1');
    let received = '';
    socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
    const ended = new Promise<void>((done) => socket.once('close', () => done()));
    socket.write(`POST /api/cms/needs/manage-repair HTTP/1.1\r\nHost: 127.0.0.1:${s.port}\r\nConnection: keep-alive\r\nAuthorization: ${auth}\r\nContent-Type: application/json\r\nContent-Length: ${2 * MAX_BODY_BYTES}\r\n\r\n{"fault":"`);
    await ended;
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
    expect(received).not.toMatch(/keep-alive/i);
  });
});
