import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * How the sink treats a recipient's mail:
 * - `ok`: 250 at once;
 * - `hold-reply`: it reads the whole mail and the final dot — it has the mail, as a real server
 *   does — and never answers (the sender waits for its 250 until it gives up or dies);
 * - `hold-rcpt`: it never answers RCPT TO (the mail is cut before the server could have it);
 * - `drop`: it reads the mail and the final dot, then closes the connection without answering;
 * - `refuse-data`: it reads the mail and answers the final dot with 451 (it did not take it);
 * - `refuse-rcpt`: it answers RCPT TO with 550 (no such user).
 */
export type SinkMode = 'ok' | 'hold-reply' | 'hold-rcpt' | 'drop' | 'refuse-data' | 'refuse-rcpt';

/** A mail the sink has: its final dot arrived. */
export interface HeldMail {
  to: string[];
  /** The `Message-ID:` header, as sent. */
  messageId: string;
  raw: string;
}

export interface SlowSmtpSink {
  port: number;
  /** Every mail whose final dot arrived, answered or not (but not refused), in order: what an SMTP server may deliver. */
  mails: HeldMail[];
  /** Every RCPT TO received (answered or not). */
  rcpts: string[];
  /** The recipients' modes (change it at any time; applies to commands that arrive later). */
  mode: (address: string) => SinkMode;
  /** Closes the sink, dropping the connections it holds. */
  close(): Promise<void>;
}

/** The Message-ID header of a raw message (unfolded), or ''. */
export const messageIdOf = (raw: string): string => /^message-id:\s*(\S+)/im.exec(raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';

/**
 * A local SMTP server (no TLS, no auth) that can hold its replies: the slow or cut-off mail server
 * of the issue-32 tests. Unlike smtpSink.ts, a mail counts as received when its final dot arrives,
 * whether or not the 250 ever goes out — an SMTP server has the mail from that moment and does
 * not drop a second one with the same Message-ID.
 */
export async function startSlowSmtpSink(mode: (address: string) => SinkMode = () => 'ok'): Promise<SlowSmtpSink> {
  const mails: HeldMail[] = [];
  const rcpts: string[] = [];
  const sink = { mode };
  const server: SMTPServer = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      rcpts.push(address.address);
      const mode = sink.mode(address.address);
      if (mode === 'refuse-rcpt') callback(Object.assign(new Error('5.1.1 User unknown'), { responseCode: 550 }));
      else if (mode !== 'hold-rcpt') callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address);
        const modes = to.map((a) => sink.mode(a));
        if (modes.includes('refuse-data')) {
          callback(Object.assign(new Error('4.3.0 Temporary failure, try again'), { responseCode: 451 }));
          return;
        }
        mails.push({ to, messageId: messageIdOf(raw), raw });
        if (modes.includes('hold-reply')) return;
        if (modes.includes('drop')) {
          [...server.connections].find((c) => c.session.id === session.id)?.close();
          return;
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    mails,
    rcpts,
    get mode() {
      return sink.mode;
    },
    set mode(m: (address: string) => SinkMode) {
      sink.mode = m;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of server.connections) c.close();
        server.close(() => resolve());
      }),
  };
}
