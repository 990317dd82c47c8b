import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { fromStoredValue } from './configValues.ts';

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

/** Sends one email; a refused or unreachable server is a 502 MAIL_SEND_FAILED naming the reason. */
export async function sendMail(settings: SmtpSettings, mail: { to: string; subject: string; html: string }): Promise<{ messageId: string }> {
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
  try {
    const info = await transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, html: mail.html });
    return { messageId: String(info.messageId ?? '') };
  } catch (e) {
    const reason = e instanceof Error ? e.message.slice(0, 200) : '未知错误';
    throw new ApiError('MAIL_SEND_FAILED', `邮件发送失败：${reason}`);
  } finally {
    transport.close();
  }
}
