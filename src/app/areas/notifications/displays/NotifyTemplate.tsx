import { notifyTemplateName } from '../../../../../resources/notifications/notifyTemplates.ts';
import type { FieldViewProps } from '../../../schema/fields/types.ts';

/** An outbox row's template by its Chinese name (维修状态变更), the code in the tooltip; a code no template declares as it is. */
export function NotifyTemplate({ value }: FieldViewProps) {
  if (typeof value !== 'string' || !value) return <span>-</span>;
  return <span title={value}>{notifyTemplateName(value) ?? value}</span>;
}
