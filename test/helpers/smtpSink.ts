import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A received email: envelope and raw message text. */
export interface SunkMail {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP refusal of a recipient: `code` 550 (permanent) or 450 (try later), with its text. */
export interface Refusal {
  code: number;
  message: string;
}

/**
 * A local SMTP server that accepts every message (no TLS, no auth) and keeps it, for tests.
 * `refuse` answers a recipient (RCPT TO) with an SMTP error instead.
 */
export async function startSmtpSink(opts: { refuse?: (address: string) => Refusal | null } = {}): Promise<{ port: number; mails: SunkMail[]; close: () => Promise<void> }> {
  const mails: SunkMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = opts.refuse?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
