import { randomBytes, scryptSync } from 'node:crypto';

/**
 * The fuzz and model tests hash with scrypt N=1024 instead of 16384: the same `scrypt$N$r$p$…`
 * format (verification reads N from the stored hash), 16× cheaper, so 200 runs of the login and
 * password endpoints stay fast. Hash strength is not what these suites examine.
 */
export async function cheapHashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
