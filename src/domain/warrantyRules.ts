import { parseSerial, WARRANTY_MONTHS, type SerialInfo } from './serial.ts';

/**
 * A product model's serial rule as both halves use it: the two-digit model code of the serial,
 * its letters (null = any letters) and the model's default warranty in months.
 */
export interface WarrantyRule {
  id: number;
  name: string;
  code: string;
  letters: string | null;
  months: number;
}

/** The model of a serial: same code and same letters first, else same code with no letters declared. */
export function ruleOfSerial(rules: readonly WarrantyRule[], info: SerialInfo): WarrantyRule | undefined {
  if (!info.valid) return undefined;
  const sameCode = rules.filter((r) => r.code === info.modelCode);
  return sameCode.find((r) => r.letters === info.letters) ?? sameCode.find((r) => !r.letters);
}

/** A serial read with its model's warranty (12 months when no model matches). */
export function checkSerial(rules: readonly WarrantyRule[], input: unknown): { info: SerialInfo; rule: WarrantyRule | undefined } {
  const plain = parseSerial(input);
  const rule = ruleOfSerial(rules, plain);
  return { info: rule ? parseSerial(input, rule.months) : parseSerial(input, WARRANTY_MONTHS), rule };
}

/** The product model a serial names (its rule's name), or null: what fills a form's 机型 as the serial is typed, and the server's when it is saved. */
export function modelOfSerial(rules: readonly WarrantyRule[], input: unknown): string | null {
  return checkSerial(rules, input).rule?.name ?? null;
}
