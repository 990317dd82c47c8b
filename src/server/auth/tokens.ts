import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 32 random bytes, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** How a token is stored: its sha256, hex. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The name of the session cookie (`uid:token`). */
export const SESSION_COOKIE = 'cms_session';

/** Credentials a request carries. */
export interface Credentials {
  uid: number;
  token: string;
}

/** Reads `uid:token`; anything else gives null. */
export function parseCredentialPair(pair: string): Credentials | null {
  const at = pair.indexOf(':');
  if (at <= 0) return null;
  const uidText = pair.slice(0, at);
  const token = pair.slice(at + 1);
  if (!/^[1-9]\d{0,9}$/.test(uidText) || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  return { uid: Number(uidText), token };
}

/** Reads `Authorization: Basic base64(uid:token)`; null when absent or malformed. */
export function parseBasicAuth(header: string | undefined): Credentials | null {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)$/i.exec(header.trim());
  if (!match) return null;
  return parseCredentialPair(Buffer.from(match[1], 'base64').toString('utf8'));
}

/** The `Authorization` header value for a uid and token. */
export const basicAuthHeader = (uid: number, token: string): string =>
  `Basic ${Buffer.from(`${uid}:${token}`).toString('base64')}`;
