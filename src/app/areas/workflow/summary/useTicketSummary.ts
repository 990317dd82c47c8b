import { useCustom } from '@refinedev/core';
import { workflowEndpoints } from '../../../../../resources/workflow/endpoints.ts';
import type { TicketSummary } from '../../../../domain/ticketSummary.ts';

/** A picked range of China days, `['YYYY-MM-DD', 'YYYY-MM-DD']`, or null for the server's default (the last 12 months). */
export type SummaryDays = readonly [string, string] | null;

/** GET /workflow/question/summary over the picked days; another range is another query. */
export function useTicketSummary(days: SummaryDays) {
  const { result, query } = useCustom<TicketSummary>({
    url: workflowEndpoints.endpoints.summary.path,
    method: 'get',
    config: { query: days ? { created: `${days[0]},${days[1]}` } : {} },
    queryOptions: { placeholderData: (previous) => previous },
  });
  const data = result.data as TicketSummary | undefined;
  return { summary: data && Array.isArray(data.byMonth) ? data : undefined, loading: query.isFetching, error: query.error };
}
