import type { BaseKey, DataProvider } from '@refinedev/core';
import type { ActionDef, ResourceDef } from '../../../../resources/define.ts';
import type { Row } from '../row.ts';
import { actionRequest } from '../show/actionRequest.ts';

/** One row's outcome of a bulk action: done, or refused with the server's message. */
export interface BulkOutcome {
  id: BaseKey;
  /** What the summary calls the row (its number, else its title, else #id). */
  name: string;
  ok: boolean;
  message?: string;
}

/** How a row is named in the summary. */
export const rowNameOf = (resource: ResourceDef, row: Row): string => {
  const no = row.no ?? row[resource.titleField];
  const title = row[resource.titleField];
  const head = no === undefined || no === null || no === '' ? `#${String(row.id)}` : String(no);
  return title && title !== no ? `${head} ${String(title)}` : head;
};

/**
 * Applies one action to each row in turn, each with its own version: a refusal of one row (409
 * 已关闭, 403 …) is recorded and the next row goes on. `progress` is told after each row.
 */
export async function runBulk(
  custom: NonNullable<DataProvider['custom']>,
  screen: string,
  resource: ResourceDef,
  action: ActionDef,
  rows: readonly Row[],
  values: Record<string, unknown>,
  progress?: (done: number) => void,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const row of rows) {
    const id = row.id as BaseKey;
    const request = actionRequest(screen, resource, action, id, row.version, values);
    try {
      await custom({ url: request.url, method: request.method, payload: request.values, meta: request.meta });
      outcomes.push({ id, name: rowNameOf(resource, row), ok: true });
    } catch (error) {
      outcomes.push({ id, name: rowNameOf(resource, row), ok: false, message: (error as Error).message });
    }
    progress?.(outcomes.length);
  }
  return outcomes;
}
