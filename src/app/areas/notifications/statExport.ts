import { explainVendorError } from '../../../../resources/notifications/vendorCodes.ts';
import { ratePercent, type NotificationStat } from '../../../domain/notificationStat.ts';
import type { Translate } from '../../locales/text.ts';
import { escapeCell, type Cell } from '../../schema/list/exportCells.ts';
import { channelLabel } from './channels.ts';

/** The statistics' headers and rows for one sheet: the range, each channel's figures, each day × channel, the top errors. */
export function statRows(s: NotificationStat, t: Translate): { headers: string[]; rows: Cell[][] } {
  const figures = (label: string, c: NotificationStat['total']): Cell[] => [t('ntStat.figures'), label, c.total, c.sent, c.failed, c.skipped, c.uncertain, c.delivered, ratePercent(c.successRate)];
  return {
    headers: [t('ntStat.section'), t('ntStat.item'), t('ntStat.total'), t('ntStat.sent'), t('ntStat.failed'), t('ntStat.skipped'), t('ntStat.uncertain'), t('ntStat.delivered'), t('ntStat.successRate')],
    rows: [
      [t('ntStat.rangeRow'), `${s.from} ~ ${s.to}`, null, null, null, null, null, null, null],
      figures(t('ntStat.allChannels'), s.total),
      ...s.channels.map((c) => figures(channelLabel(c.channel), c)),
      ...s.byDay.map((d): Cell[] => [t('ntStat.dayRows'), `${d.day} ${channelLabel(d.channel)}`, null, d.sent, d.failed, null, d.uncertain, d.delivered, null]),
      ...s.topErrors.map((e): Cell[] => [t('ntStat.topErrors'), escapeCell(`${channelLabel(e.channel)}：${explainVendorError(e.error, e.channel)}`), e.count, null, null, null, null, null, null]),
    ],
  };
}
