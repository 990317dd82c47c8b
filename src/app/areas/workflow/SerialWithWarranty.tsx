import { formatDate } from '../../../domain/dates.ts';
import { WARRANTY_LABELS } from '../../../domain/serial.ts';
import { checkSerial } from '../../../domain/warrantyRules.ts';
import { TextInput } from '../../schema/fields/inputs.tsx';
import type { FieldInputProps } from '../../schema/fields/types.ts';
import { useWarrantyRules } from '../../schema/fields/useWarrantyRules.ts';
import { LightTag } from '../../ui/LightTag.tsx';
import { useText } from '../../locales/useText.ts';

/**
 * A serial input with, once the serial is valid, its warranty state beside it: 在保 / 已过保 as of
 * today by its product model's months (12 when no model matches), the end date in the tooltip —
 * the rule every serial cell uses (checkSerial over the shared warranty rules).
 */
export function SerialWithWarranty(props: FieldInputProps) {
  const t = useText();
  const rules = useWarrantyRules();
  const { info, rule } = checkSerial(rules, props.value);
  const end = info.valid ? info.warrantyEnd : '';
  const state = end ? (formatDate(new Date(), 'date') <= end ? 'in' : 'out') : null;
  return (
    <div className="ticket-serial">
      <TextInput {...props} />
      {state && (
        <span className="ticket-serial-state" data-testid="serial-warranty" aria-live="polite" title={t('wf.form.warrantyUntil', { model: rule?.name ?? '', end }).trim()}>
          <LightTag color={state === 'in' ? 'green' : 'red'}>{WARRANTY_LABELS[state]}</LightTag>
          <span className="ticket-serial-end">{end}</span>
        </span>
      )}
    </div>
  );
}
