import { resources } from '../../../../../resources/index.ts';
import { keyText, providerText, triggerLabel } from '../../../../../resources/notifications/notifyWords.ts';
import { explainVendorError } from '../../../../../resources/notifications/vendorCodes.ts';
import type { FieldViewProps } from '../../../schema/fields/types.ts';

const EMPTY = <span>-</span>;

/** `notification.provider` in Chinese with its code: 仅记录，不外发（log）. */
export function NotifyProvider({ value }: FieldViewProps) {
  if (typeof value !== 'string' || !value) return EMPTY;
  return <span>{providerText(value)}</span>;
}

/** What raised a row: the declared trigger's label, 手动重发; the code in the tooltip. */
export function NotifyTrigger({ value }: FieldViewProps) {
  if (typeof value !== 'string' || !value) return EMPTY;
  return <span title={value}>{triggerLabel(resources, value)}</span>;
}

/** A row's idempotency key by its source, the key beside it (a vendor's support asks for it). */
export function NotifyKey({ value }: FieldViewProps) {
  if (typeof value !== 'string' || !value) return EMPTY;
  return <span>{keyText(resources, value)}</span>;
}

/** A row's error led by the Chinese meaning of the vendor code it names (vendorCodes.ts). */
export function NotifyError({ value, record }: FieldViewProps) {
  if (typeof value !== 'string' || !value) return EMPTY;
  const text = explainVendorError(value, typeof record?.channel === 'string' ? record.channel : undefined);
  return <span title={text}>{text}</span>;
}
