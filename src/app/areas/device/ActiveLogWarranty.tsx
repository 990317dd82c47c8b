import { recordWarranty } from '../../../domain/activeCodes.ts';
import { chinaDate } from '../../../domain/chinaTime.ts';
import { useText } from '../../locales/useText.ts';
import type { FieldViewProps } from '../../schema/fields/types.ts';
import { LightTag } from '../../ui/LightTag.tsx';

const COLORS = { in: 'green', out: 'red', unknown: undefined } as const;

/** A record's warranty end with 在保 / 已过保 as of the China date today; without an end (an unknown serial) 未知. */
export function ActiveLogWarranty({ value }: FieldViewProps) {
  const t = useText();
  const end = typeof value === 'string' && value ? value.slice(0, 10) : null;
  const state = recordWarranty(end, chinaDate(Date.now()));
  return (
    <span>
      {end && <span style={{ marginInlineEnd: 6 }}>{end}</span>}
      <LightTag color={COLORS[state]}>{t(`device.warranty.${state}`)}</LightTag>
    </span>
  );
}
