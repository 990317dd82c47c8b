import { useCustom } from '@refinedev/core';
import { notificationStatEndpoints } from '../../../../resources/notifications/stat.ts';
import type { NotificationStat } from '../../../domain/notificationStat.ts';

/** A picked range of China days, `['YYYY-MM-DD', 'YYYY-MM-DD']`, or null for the server's default (the last 30 days). */
export type StatDays = readonly [string, string] | null;

/** GET /notification/stat over the picked days; another range is another query. */
export function useNotificationStat(days: StatDays) {
  const { result, query } = useCustom<NotificationStat>({
    url: notificationStatEndpoints.endpoints.stat.path,
    method: 'get',
    config: { query: days ? { from: days[0], to: days[1] } : {} },
    queryOptions: { placeholderData: (previous) => previous },
  });
  const data = result.data as NotificationStat | undefined;
  return { stat: data && Array.isArray(data.byDay) ? data : undefined, loading: query.isFetching, error: query.error };
}
