import type { TextKey } from '../../../locales/text.ts';
import type { PurchaseCall } from './purchaseApi.ts';

/** What a step's dialog asks for. */
export type StepForm = 'confirm' | 'remark' | 'reason' | 'ship' | 'return' | 'pay';

export interface StepSpec {
  step: PurchaseCall;
  label: TextKey;
  /** The question or note at the top of its dialog. */
  ask: TextKey;
  form: StepForm;
  danger?: boolean;
}

/** The detail page's steps, in the order of their buttons (编辑 comes first, from the schema). */
export const STEP_SPECS: readonly StepSpec[] = [
  { step: 'submit', label: 'erp.purchase.step.submit', ask: 'erp.purchase.ask.submit', form: 'confirm' },
  { step: 'approve', label: 'erp.purchase.step.approve', ask: 'erp.purchase.ask.approve', form: 'remark' },
  { step: 'review', label: 'erp.purchase.step.review', ask: 'erp.purchase.ask.review', form: 'remark' },
  { step: 'reject', label: 'erp.purchase.step.reject', ask: 'erp.purchase.ask.reject', form: 'reason', danger: true },
  { step: 'unapprove', label: 'erp.purchase.step.unapprove', ask: 'erp.purchase.ask.unapprove', form: 'reason', danger: true },
  { step: 'ship', label: 'erp.purchase.step.ship', ask: 'erp.purchase.ask.ship', form: 'ship' },
  { step: 'returnSerials', label: 'erp.purchase.step.returnSerials', ask: 'erp.purchase.ask.returnSerials', form: 'return' },
  { step: 'pay', label: 'erp.purchase.step.pay', ask: 'erp.purchase.ask.pay', form: 'pay' },
  { step: 'close', label: 'erp.purchase.step.close', ask: 'erp.purchase.ask.close', form: 'reason', danger: true },
  { step: 'cancel', label: 'erp.purchase.step.cancel', ask: 'erp.purchase.ask.cancel', form: 'reason', danger: true },
];
