import { useText } from '../../../locales/useText.ts';
import { percentOf, SOURCE_TEXT, type SourceShare } from './overviewCharts.ts';
import type { OverviewDay } from './useAiOverview.ts';

/** The per-day bars as a table (the chart's text alternative). */
export function DaysTable({ caption, days }: { caption: string; days: readonly OverviewDay[] }) {
  const t = useText();
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr><th scope="col">{t('ai.overview.day')}</th><th scope="col">{t('ai.overview.conversations')}</th><th scope="col">{t('ai.overview.messages')}</th><th scope="col">{t('ai.overview.users')}</th></tr>
      </thead>
      <tbody>{days.map((d) => <tr key={d.day}><th scope="row">{d.day}</th><td>{d.conversations}</td><td>{d.messages}</td><td>{d.users}</td></tr>)}</tbody>
    </table>
  );
}

/** The answer sources' bars as a table. */
export function SourcesTable({ caption, shares }: { caption: string; shares: readonly SourceShare[] }) {
  const t = useText();
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr><th scope="col">{t('ai.overview.source')}</th><th scope="col">{t('ai.overview.count')}</th><th scope="col">{t('ai.overview.share')}</th></tr>
      </thead>
      <tbody>{shares.map((s) => <tr key={s.source}><th scope="row">{t(SOURCE_TEXT[s.source])}</th><td>{s.count}</td><td>{percentOf(s.share)}</td></tr>)}</tbody>
    </table>
  );
}
