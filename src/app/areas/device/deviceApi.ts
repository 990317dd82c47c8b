import { useCustom } from '@refinedev/core';
import { deviceActiveLogs } from '../../../../resources/device/activeLogs.ts';
import { deviceEndpoints } from '../../../../resources/device/endpoints.ts';
import { DEFAULT_DAILY_LIMIT } from '../../../domain/activeCodes.ts';

/** The decryption records' calls, from their declarations (resources/device/). */
export const DEVICE_PATHS = {
  reveal: (id: number) => deviceEndpoints.endpoints.revealCode.path.replace(':id', String(id)),
  warnings: deviceEndpoints.endpoints.warnings.path,
  issue: deviceEndpoints.endpoints.issueCode.path,
} as const;

/** The list screen's name (the resource the list's rows are read under). */
export const ACTIVE_LOG_SCREEN = deviceActiveLogs.screens[0].name;

/** What GET /device/active-log/warnings answers. */
export interface ActiveLogWarningsAnswer {
  from: string;
  to: string;
  limit: number;
  serials: { serial: string; day: string; count: number }[];
}

/** The last 30 days' warnings (one query shared by the panel and every 当日第几次 cell). */
export function useActiveLogWarnings() {
  return useCustom<ActiveLogWarningsAnswer>({ url: DEVICE_PATHS.warnings, method: 'get', queryOptions: { staleTime: 60_000 } });
}

/** N, the requests one serial may make on one day (the default until the server said). */
export function useDailyLimit(): number {
  const { result } = useActiveLogWarnings();
  const limit = (result?.data as ActiveLogWarningsAnswer | undefined)?.limit;
  return typeof limit === 'number' ? limit : DEFAULT_DAILY_LIMIT;
}
