import { useDataProvider } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { LIVE_CLOSED_EVENT, LIVE_COUNTS_EVENT, LIVE_EVENTS_PATH } from '../../../resources/live.ts';
import type { AccessUser } from '../../domain/access.ts';
import { applyLiveCounts, readLiveCounts } from './liveCounts.ts';
import { setLiveStreaming } from './liveStatus.ts';
import { BADGE_REFRESH_MS } from './shellQueries.ts';

/**
 * The shell's live counts (docs/decisions.md "Live updates"): one EventSource on GET /events
 * (same origin, the session cookie) while a user is logged in. Each `counts` event goes into the
 * bell's and the badges' query cache (applyLiveCounts), and while events arrive the 60 s polling
 * is off (useLiveStreaming). On an error the polling resumes at once; the browser reconnects by
 * itself (sending Last-Event-ID), and a stream the server refused (closed for good) is opened
 * again after BADGE_REFRESH_MS. A `closed` event (a 4th tab, the session ended) ends it: polling.
 */
export function useLiveCounts(user: AccessUser | null): void {
  const client = useQueryClient();
  const dataProvider = useDataProvider();
  const apiUrl = dataProvider().getApiUrl();
  const signedIn = user !== null;
  // the latest rights, for which badges to write (the stream itself stays open)
  const latest = useRef(user);
  latest.current = user;
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | undefined;
    let retry: number | undefined;
    let stopped = false;
    const open = (): void => {
      const es = new EventSource(`${apiUrl}${LIVE_EVENTS_PATH}`, { withCredentials: true });
      source = es;
      es.addEventListener(LIVE_COUNTS_EVENT, (e) => {
        const counts = readLiveCounts((e as MessageEvent<string>).data);
        if (!counts || !latest.current) return;
        applyLiveCounts(client, latest.current, counts);
        setLiveStreaming(true);
      });
      es.addEventListener(LIVE_CLOSED_EVENT, () => {
        es.close();
        setLiveStreaming(false);
      });
      es.addEventListener('error', () => {
        setLiveStreaming(false);
        if (es.readyState === EventSource.CLOSED && !stopped) retry = window.setTimeout(open, BADGE_REFRESH_MS);
      });
    };
    open();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      source?.close();
      setLiveStreaming(false);
    };
  }, [apiUrl, client, signedIn]);
}
