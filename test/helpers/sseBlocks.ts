/** One parsed Server-Sent Event. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Splits the complete event blocks (ended by a blank line) off the front of `buffer`: the events
 * among them (a block of comments only is no event), the heartbeat comments counted, and the rest
 * of the buffer. The one SSE reader of the tests: the api tests' stream reader and the ui tests'
 * EventSource stand-in both read through it.
 */
export function takeSseBlocks(buffer: string): { events: SseEvent[]; comments: number; rest: string } {
  const events: SseEvent[] = [];
  let comments = 0;
  let rest = buffer;
  let cut: number;
  while ((cut = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, cut);
    rest = rest.slice(cut + 2);
    const e: SseEvent = { event: 'message', data: '' };
    const data: string[] = [];
    let any = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments++;
      else if (line.startsWith('event: ')) e.event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
      else if (line.startsWith('id: ')) e.id = line.slice(4);
      any ||= !line.startsWith(':');
    }
    if (any) events.push({ ...e, data: data.join('\n') });
  }
  return { events, comments, rest };
}
