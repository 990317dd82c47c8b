import { Readable } from 'node:stream';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { fromStoredValue } from '../config/configValues.ts';
import { ProviderError } from './providerError.ts';

/** SMTP settings: the system config items `smtp_*`, each falling back to env `SMTP_*`. */
export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
  from: string;
}

const KEYS = ['smtp_host', 'smtp_port', 'smtp_secure', 'smtp_user', 'smtp_password', 'smtp_from'] as const;

export async function smtpSettings(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<SmtpSettings> {
  const rows = await db.selectFrom('system_config').select(['key', 'type', 'value']).where('key', 'in', [...KEYS]).execute();
  const get = (key: (typeof KEYS)[number]): unknown => {
    const row = rows.find((r) => r.key === key);
    if (row && row.value !== null && row.value !== '') return fromStoredValue(row.value);
    const fromEnv = env[key.toUpperCase()];
    return fromEnv === undefined || fromEnv === '' ? undefined : fromEnv;
  };
  const host = get('smtp_host');
  if (typeof host !== 'string' || !host) throw new ApiError('VALIDATION_FAILED', '尚未配置 SMTP 服务器：请在全局配置中设置 smtp_host');
  const port = Number(get('smtp_port') ?? 465);
  const secureRaw = get('smtp_secure');
  const secure = secureRaw === undefined ? port === 465 : secureRaw === true || secureRaw === 'true';
  const user = get('smtp_user');
  const password = get('smtp_password');
  const from = get('smtp_from');
  return {
    host,
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : 465,
    secure,
    user: typeof user === 'string' && user ? user : null,
    password: typeof password === 'string' && password ? password : null,
    from: typeof from === 'string' && from ? from : typeof user === 'string' && user ? user : 'no-reply@localhost',
  };
}

/** A refused mail (see `sendMail`). */
export class MailError extends ProviderError {
  constructor(
    message: string,
    permanent: boolean,
    readonly recipientRejected: boolean,
    outcomeUnknown = false,
  ) {
    super(message, permanent, outcomeUnknown);
    this.name = 'MailError';
  }
}

/**
 * The message as nodemailer streams it into DATA, its end held until `beforeEnd` has resolved:
 * the final dot (which nodemailer writes after the stream ends) goes out only after it. Read
 * only once the server answered DATA with 354 (nodemailer pipes it then), so `beforeEnd` runs
 * after the envelope was accepted. If it rejects, the stream fails and no dot is written.
 */
function endAfter(input: Readable, beforeEnd: () => Promise<void>): Readable {
  async function* chunks(): AsyncGenerator<Buffer | string> {
    for await (const chunk of input) yield chunk as Buffer | string;
    await beforeEnd();
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** What nodemailer's error says about the SMTP reply: its code and the command it answered. */
interface SmtpFailure {
  responseCode?: number;
  command?: string;
  code?: string;
}

/**
 * Sends one email. A refusal is a ProviderError naming the reason: permanent when the server
 * answered 5xx (550 user unknown), transient for 4xx and for a server that cannot be reached.
 * `recipientRejected` says the 5xx answered the recipient (RCPT TO): the address bounced.
 * `messageId` (the outbox row's idempotency key) becomes the Message-ID, so a second send of
 * one row is recognisable by the receiving side.
 * `beforeFinalDot` runs after the message body went out and before the final dot, the moment
 * from which the server may have the mail (SMTP servers do not drop a repeat): a failure after
 * it with no SMTP reply (a timeout, a dropped connection while waiting for the 250) is
 * `outcomeUnknown` — the mail may have been accepted.
 */
export async function sendMail(
  settings: SmtpSettings,
  mail: { to: string; subject: string; html: string; messageId?: string },
  opts: { beforeFinalDot?: () => Promise<void> } = {},
): Promise<{ messageId: string }> {
  // loaded on the first mail, not at server start
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user && settings.password ? { user: settings.user, pass: settings.password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    tls: { minVersion: 'TLSv1.2' },
  });
  let dotReached = false;
  // nodemailer also reads the whole message when the server refused the envelope (into a sink,
  // after calling back with the error, in the same tick): the send has ended then, and no dot follows
  let ended = false;
  const { beforeFinalDot } = opts;
  if (beforeFinalDot) {
    transport.use('stream', (m, done) => {
      m.message.processFunc((input) =>
        endAfter(input, async () => {
          if (ended) throw new Error('邮件未被服务器接收，不发送正文结尾');
          await beforeFinalDot();
          dotReached = true;
        }),
      );
      done();
    });
  }
  try {
    const info = await new Promise<{ messageId?: unknown }>((resolve, reject) => {
      transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, html: mail.html, messageId: mail.messageId }, (err, sent) => {
        ended = true;
        if (err) reject(err);
        else resolve(sent);
      });
    });
    return { messageId: String(info.messageId ?? '') };
  } catch (e) {
    const reason = e instanceof Error ? e.message.slice(0, 200) : '未知错误';
    const failure = (e ?? {}) as SmtpFailure;
    const replied = typeof failure.responseCode === 'number';
    const permanent = replied && Number(failure.responseCode) >= 500 && Number(failure.responseCode) < 600;
    throw new MailError(`邮件发送失败：${reason}`, permanent, permanent && /^RCPT/i.test(failure.command ?? ''), dotReached && !replied);
  } finally {
    transport.close();
  }
}
