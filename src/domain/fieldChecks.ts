import { creditCodeProblem } from './erp/creditCode.ts';

/**
 * Domain checks a text field may declare beyond its pattern (`FieldDef.check`): each answers why
 * a value is refused (a Chinese message, shown as it is) or null. The one validation
 * (fieldRules.ts) runs it, so the form and the server refuse the same values with the same message.
 */
export const FIELD_CHECKS = {
  /** 统一社会信用代码 (GB 32100-2015) with both check digits. */
  creditCode: creditCodeProblem,
} as const satisfies Record<string, (value: string) => string | null>;

/** The name of a declared domain check. */
export type FieldCheckName = keyof typeof FIELD_CHECKS;
