import { PAYMENT_METHODS } from '../../../../../resources/erp/enums.ts';

/** A payment method's label (银行转账 …), or the stored value when unknown. */
export const methodLabel = (method: string): string => PAYMENT_METHODS.find((m) => m.value === method)?.label ?? method;
