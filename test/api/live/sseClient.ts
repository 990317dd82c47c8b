import { takeSseBlocks, type SseEvent } from '../../helpers/sseBlocks.ts';

export type { SseEvent };

/** A reader of an SSE response: its events in order, and whether the server ended it. */
export interface SseStream {
  status: number;
  /** The next event (comments skipped); rejects after `timeoutMs` or when the stream ended. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Resolves once the server ended the stream (every event before it is still readable by next()). */
  ended: Promise<void>;
  /** The heartbeat comments seen so far. */
  comments(): number;
  close(): Promise<void>;
}

/** Reads the events of an SSE response body (`fetch` or `app.request`). */
export function readSse(res: Response, abort?: AbortController): SseStream {
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let done = false;
  let comments = 0;
  const reader = res.body?.getReader();
  const wake = (): void => {
    for (const w of waiters.splice(0)) w();
  };
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        const taken = takeSseBlocks(buffer);
        buffer = taken.rest;
        comments += taken.comments;
        events.push(...taken.events);
        if (taken.events.length || taken.comments) wake();
      }
    } catch {
      /* cancelled */
    } finally {
      done = true;
      wake();
    }
  })();
  return {
    status: res.status,
    ended,
    comments: () => comments,
    async next(timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const e = events.shift();
        if (e) return e;
        if (done) throw new Error('the stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, left);
          waiters.push(() => (clearTimeout(t), resolve()));
        });
      }
    },
    async close() {
      abort?.abort();
      await reader?.cancel().catch(() => undefined);
      await ended;
    },
  };
}
