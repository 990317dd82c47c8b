import { ratePercent, type StatChannel } from '../../../domain/notificationStat.ts';
import { useText } from '../../locales/useText.ts';
import { channelLabel } from './channels.ts';
import type { DayCounts } from './statCharts.ts';

/** The per-day lines as a table (the chart's text alternative). */
export function DaysTable({ caption, days }: { caption: string; days: readonly DayCounts[] }) {
  const t = useText();
  return (
    <table>
      <caption>{caption}</caption>
      <thead><tr><th scope="col">{t('ntStat.day')}</th><th scope="col">{t('ntStat.sent')}</th><th scope="col">{t('ntStat.failed')}</th><th scope="col">{t('ntStat.delivered')}</th></tr></thead>
      <tbody>{days.map((d) => <tr key={d.day}><th scope="row">{d.day}</th><td>{d.sent}</td><td>{d.failed}</td><td>{d.delivered}</td></tr>)}</tbody>
    </table>
  );
}

/** The success-rate bars as a table. */
export function RatesTable({ caption, channels }: { caption: string; channels: readonly StatChannel[] }) {
  const t = useText();
  return (
    <table>
      <caption>{caption}</caption>
      <thead><tr><th scope="col">{t('ntStat.channel')}</th><th scope="col">{t('ntStat.successRate')}</th><th scope="col">{t('ntStat.sent')}</th><th scope="col">{t('ntStat.failed')}</th></tr></thead>
      <tbody>{channels.map((c) => <tr key={c.channel}><th scope="row">{channelLabel(c.channel)}</th><td>{ratePercent(c.successRate)}</td><td>{c.sent}</td><td>{c.failed}</td></tr>)}</tbody>
    </table>
  );
}
