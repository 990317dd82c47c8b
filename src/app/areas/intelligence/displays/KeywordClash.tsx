import { useText } from '../../../locales/useText.ts';
import type { FieldViewProps } from '../../../schema/fields/types.ts';
import { LightTag } from '../../../ui/LightTag.tsx';

/** A keyword's clash flag: the enabled keywords it clashes with in an orange tag, else 无. */
export function KeywordClash({ value }: FieldViewProps) {
  const t = useText();
  if (typeof value !== 'string' || !value) return <span>{t('ai.clash.none')}</span>;
  return <LightTag color="orange" title={t('ai.clash.with', { words: value })}>{t('ai.clash.with', { words: value })}</LightTag>;
}
