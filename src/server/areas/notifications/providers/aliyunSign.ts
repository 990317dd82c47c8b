import { createHmac } from 'node:crypto';

/**
 * Aliyun's RPC signature (SignatureVersion 1.0, HMAC-SHA1), as its public docs describe it:
 * the parameters except `Signature`, sorted by name, each name and value percent-encoded by
 * RFC 3986 (space → %20, `*` → %2A, `~` kept) and joined with & into the canonical query; the
 * string to sign is `METHOD&%2F&` + the encoded canonical query; the key is the secret + `&`.
 */

/** RFC 3986 percent-encoding: only A–Z a–z 0–9 - _ . ~ stay as they are. */
export const percentEncode = (text: string): string =>
  encodeURIComponent(text).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/** The sorted, encoded query without `Signature`. */
export function canonicalQuery(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k] ?? '')}`)
    .join('&');
}

/** The base64 HMAC-SHA1 signature of a request with these parameters. */
export function aliyunSignature(method: 'GET' | 'POST', params: Readonly<Record<string, string>>, accessKeySecret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}
