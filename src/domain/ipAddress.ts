/**
 * A caller's address as staff read it: Node reports an IPv4 caller on a dual-stack socket as
 * `::ffff:a.b.c.d` and the local machine as `::1`; both are shown (and logged) as plain IPv4.
 * Anything else (a real IPv6 address, `local` in tests) stays as it is.
 */
export function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (ip === '::1') return '127.0.0.1';
  return ip;
}
