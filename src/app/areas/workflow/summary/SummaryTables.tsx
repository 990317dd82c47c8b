import type { SummaryCount, SummaryMonth } from '../../../../domain/ticketSummary.ts';
import { useText } from '../../../locales/useText.ts';

/** A chart's bars as a table (the chart's text alternative). */
export function CountsTable({ caption, counts }: { caption: string; counts: readonly SummaryCount[] }) {
  const t = useText();
  return (
    <table>
      <caption>{caption}</caption>
      <thead><tr><th scope="col">{t('wfSummary.label')}</th><th scope="col">{t('wfSummary.count')}</th></tr></thead>
      <tbody>{counts.map((c) => <tr key={c.label}><th scope="row">{c.label}</th><td>{c.value}</td></tr>)}</tbody>
    </table>
  );
}

/** The months chart as a table: created and closed per month. */
export function MonthsTable({ caption, months }: { caption: string; months: readonly SummaryMonth[] }) {
  const t = useText();
  return (
    <table>
      <caption>{caption}</caption>
      <thead><tr><th scope="col">{t('wfSummary.month')}</th><th scope="col">{t('wfSummary.created')}</th><th scope="col">{t('wfSummary.closed')}</th></tr></thead>
      <tbody>{months.map((m) => <tr key={m.month}><th scope="row">{m.month}</th><td>{m.created}</td><td>{m.closed}</td></tr>)}</tbody>
    </table>
  );
}
