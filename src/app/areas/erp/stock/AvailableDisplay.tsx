import { useText } from '../../../locales/useText.ts';
import type { FieldViewProps } from '../../../schema/fields/types.ts';

/**
 * A model's available units (on hand − reserved): as it is, or in red with 缺 N when approved
 * orders reserve more than is on hand.
 */
export function AvailableDisplay({ value }: FieldViewProps) {
  const t = useText();
  const available = Number(value ?? 0);
  if (!Number.isFinite(available) || available >= 0) return <span>{String(value ?? 0)}</span>;
  return (
    <span className="erp-stock-short" title={t('erp.stock.shortOf', { available, n: -available })} data-testid="erp-stock-short">
      {available}
      <span className="erp-stock-short-tag">{t('erp.stock.short', { n: -available })}</span>
    </span>
  );
}
