import { messageEndpoints } from '../../../../resources/settings/messages.ts';

/** A record a message names, as `GET /admin/message/refs` answers it for a caller who may open it. */
export interface RecordRef {
  no: string;
  resource: string;
  screen: string;
  id: number;
}

/** Asks the server about some numbers at once (the data provider's `custom` GET). */
export type RefsFetcher = (numbers: readonly string[]) => Promise<readonly RecordRef[]>;

/** What the server takes in one call. */
const MAX_PER_CALL = 50;

export const REFS_PATH = messageEndpoints.endpoints.refs.path;

interface Waiting {
  resolve: (ref: RecordRef | null) => void;
  reject: (err: unknown) => void;
}

/**
 * Collects the numbers asked for within one tick (every cell of a list page renders its own) and
 * asks the server once per 50, so a page of messages costs one call, not one per number.
 */
export function createRefBatch(fetcher: () => RefsFetcher) {
  let waiting = new Map<string, Waiting[]>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = async () => {
    const asked = waiting;
    waiting = new Map();
    timer = null;
    const numbers = [...asked.keys()];
    for (let i = 0; i < numbers.length; i += MAX_PER_CALL) {
      const chunk = numbers.slice(i, i + MAX_PER_CALL);
      try {
        const found = new Map((await fetcher()(chunk)).map((r) => [r.no, r]));
        for (const no of chunk) for (const w of asked.get(no) ?? []) w.resolve(found.get(no) ?? null);
      } catch (err) {
        for (const no of chunk) for (const w of asked.get(no) ?? []) w.reject(err);
      }
    }
  };

  return (no: string): Promise<RecordRef | null> =>
    new Promise((resolve, reject) => {
      waiting.set(no, [...(waiting.get(no) ?? []), { resolve, reject }]);
      timer ??= setTimeout(() => void flush(), 0);
    });
}
