import { createHmac } from 'node:crypto';
import { formatCode } from '../../../domain/activeCodes.ts';

/** A device's code: HMAC-SHA256 over `serial|device_code` with the config's key, as `XXXX-XXXX-XXXX-XXXX` (src/domain/activeCodes.ts). */
export const activeCodeOf = (secret: string, serial: string, deviceCode: string): string =>
  formatCode(createHmac('sha256', secret).update(`${serial}|${deviceCode}`).digest());
