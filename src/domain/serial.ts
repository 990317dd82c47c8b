/**
 * The product serial of section 3: SUP + two digits + one or two letters + YYMM
 * (production year and month). The warranty ends 12 months after the production month.
 */
export const SERIAL_PATTERN = /^SUP(\d{2})([A-Z]{1,2})(\d{2})(\d{2})$/;

export const WARRANTY_MONTHS = 12;

export type SerialInfo =
  | {
      valid: true;
      serial: string;
      modelCode: string;
      letters: string;
      /** First day of the production month, `YYYY-MM-01`. */
      producedOn: string;
      /** Last day of the warranty, `YYYY-MM-DD`. */
      warrantyEnd: string;
    }
  | { valid: false; serial: string; reason: string };

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Reads a serial; anything that is not one gives `valid: false` with 不是有效的序列号, never a throw.
 * `warrantyMonths` is the model's warranty when known (default 12, section 3).
 */
export function parseSerial(input: unknown, warrantyMonths: number = WARRANTY_MONTHS): SerialInfo {
  const serial = typeof input === 'string' ? input.trim().toUpperCase() : '';
  const match = SERIAL_PATTERN.exec(serial);
  if (!match) return { valid: false, serial, reason: '不是有效的序列号' };
  const [, modelCode, letters, yy, mm] = match;
  const month = Number(mm);
  if (month < 1 || month > 12) return { valid: false, serial, reason: '不是有效的序列号' };
  const year = 2000 + Number(yy);
  const months = Number.isInteger(warrantyMonths) && warrantyMonths >= 0 ? warrantyMonths : WARRANTY_MONTHS;
  const endYear = year + Math.floor((month - 1 + months) / 12);
  const endMonth = ((month - 1 + months) % 12) + 1;
  const lastDay = new Date(Date.UTC(endYear, endMonth, 0)).getUTCDate();
  return {
    valid: true,
    serial,
    modelCode,
    letters,
    producedOn: `${year}-${pad(month)}-01`,
    warrantyEnd: `${endYear}-${pad(endMonth)}-${pad(lastDay)}`,
  };
}

export const isValidSerial = (input: unknown): boolean => parseSerial(input).valid;

export type WarrantyState = 'in' | 'out' | 'invalid';

/** Whether a serial is still under warranty on `today` (`YYYY-MM-DD`), with the model's months when known. */
export function warrantyState(input: unknown, today: string, warrantyMonths?: number): WarrantyState {
  const info = parseSerial(input, warrantyMonths);
  if (!info.valid) return 'invalid';
  return today <= info.warrantyEnd ? 'in' : 'out';
}

export const WARRANTY_LABELS: Record<WarrantyState, string> = {
  in: '在保',
  out: '已过保',
  invalid: '不是有效的序列号',
};
