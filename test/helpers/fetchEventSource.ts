import { createSessionStore } from '../../src/app/providers/session.ts';
import { createStorage } from '../../src/domain/storage.ts';
import { takeSseBlocks } from './sseBlocks.ts';

/**
 * The browser's EventSource for jsdom (which has none): a GET by fetch — through msw to the
 * in-process server, so the events are the real server's — read as Server-Sent Events and
 * dispatched by event name. jsdom keeps no HttpOnly session cookie, so it sends the stored
 * session's Basic header, as the app's other calls do. No reconnect: a test ends the stream.
 */
export class FetchEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FetchEventSource[] = [];
  readyState = FetchEventSource.CONNECTING;
  private readonly abort = new AbortController();

  constructor(readonly url: string, readonly init?: { withCredentials?: boolean }) {
    super();
    FetchEventSource.opened.push(this);
    void this.run();
  }

  private async run(): Promise<void> {
    const auth = createSessionStore(createStorage(() => window.localStorage)).authHeader();
    try {
      const res = await fetch(this.url, { headers: auth ? { authorization: auth, accept: 'text/event-stream' } : {}, signal: this.abort.signal });
      if (res.status !== 200 || !res.body) throw new Error(`status ${res.status}`);
      this.readyState = FetchEventSource.OPEN;
      this.dispatchEvent(new Event('open'));
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        const taken = takeSseBlocks(buffer);
        buffer = taken.rest;
        for (const e of taken.events) if (e.data) this.dispatchEvent(new MessageEvent(e.event, { data: e.data }));
      }
    } catch {
      /* closed or refused */
    }
    if (this.readyState === FetchEventSource.CLOSED) return;
    this.readyState = FetchEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }

  close(): void {
    this.readyState = FetchEventSource.CLOSED;
    this.abort.abort();
  }
}
