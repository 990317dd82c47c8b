import { overDailyLimit } from '../../../domain/activeCodes.ts';
import { useText } from '../../locales/useText.ts';
import type { FieldViewProps } from '../../schema/fields/types.ts';
import { LightTag } from '../../ui/LightTag.tsx';
import { useDailyLimit } from './deviceApi.ts';

/** A record's place in its serial's day: a warning tag when over N (system config), else the plain number. */
export function ActiveLogDayCount({ value }: FieldViewProps) {
  const t = useText();
  const limit = useDailyLimit();
  const count = Number(value);
  if (!Number.isFinite(count)) return <span>{String(value ?? '')}</span>;
  if (!overDailyLimit(count, limit)) return <span title={t('device.dayCount.plain', { count })}>{count}</span>;
  return <LightTag color="volcano" title={t('device.dayCount.over', { count, limit })} aria-label={t('device.dayCount.over', { count, limit })}>{t('device.dayCount.tag', { count })}</LightTag>;
}
