import { useText } from '../../../locales/useText.ts';
import { dayRate, percentOf, type StatDay } from './statData.ts';

/** The per-day bars as a table (the charts' text alternative): messages, matched and the hit rate of each day. */
export function StatDaysTable({ caption, days }: { caption: string; days: readonly StatDay[] }) {
  const t = useText();
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr><th scope="col">{t('reply.stat.day')}</th><th scope="col">{t('reply.stat.messages')}</th><th scope="col">{t('reply.stat.matched')}</th><th scope="col">{t('reply.stat.hitRate')}</th></tr>
      </thead>
      <tbody>{days.map((d) => <tr key={d.day}><th scope="row">{d.day}</th><td>{d.messages}</td><td>{d.matched}</td><td>{percentOf(dayRate(d))}</td></tr>)}</tbody>
    </table>
  );
}
