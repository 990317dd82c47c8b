import type { ApiCall, ApiRequest } from './apiClient.ts';

/** How long an early answer waits for the page to ask for it. */
export const EARLY_GET_TTL_MS = 15_000;

const keyOf = (caller: string, path: string, request: ApiRequest | undefined): string =>
  `${caller} ${path}?${new URLSearchParams(request?.query ?? {}).toString()}`;

/**
 * GETs started before anything asked for them (at start-up, while the page's chunks download:
 * routing/preloadRoute.ts), each handed — once, within `ttlMs` — to the first identical GET by the
 * same caller (`callerOf`: the session's auth header). A GET that differs in any way (caller,
 * path, query) simply goes to the server, so a wrong guess costs one request and never a wrong
 * answer — nor another account's; writes are never touched.
 */
export function withEarlyGets(
  call: ApiCall,
  callerOf: () => string,
  ttlMs: number = EARLY_GET_TTL_MS,
): {
  call: ApiCall;
  early: (path: string, request?: ApiRequest) => void;
  /** The early answer to this GET if it has already arrived (taken: it is handed out once). */
  take: (path: string, request?: ApiRequest) => { answer: unknown } | undefined;
} {
  const waiting = new Map<string, Promise<unknown>>();
  const arrived = new WeakMap<Promise<unknown>, unknown>();
  return {
    call: (method, path, request) => {
      if (method === 'GET') {
        const key = keyOf(callerOf(), path, request);
        const answer = waiting.get(key);
        if (answer) {
          waiting.delete(key);
          return answer;
        }
      }
      return call(method, path, request);
    },
    early: (path, request) => {
      const key = keyOf(callerOf(), path, request);
      if (waiting.has(key)) return;
      const answer = call('GET', path, request);
      answer.then((value) => arrived.set(answer, value), () => undefined);
      waiting.set(key, answer);
      setTimeout(() => {
        if (waiting.get(key) === answer) waiting.delete(key);
      }, ttlMs);
    },
    take: (path, request) => {
      const key = keyOf(callerOf(), path, request);
      const answer = waiting.get(key);
      if (!answer || !arrived.has(answer)) return undefined;
      waiting.delete(key);
      return { answer: arrived.get(answer) };
    },
  };
}
