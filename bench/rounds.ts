/** A JS request of the page: its URL, when it was sent (CDP monotonic seconds), and whether the HTML asked for it. */
export interface JsRequest { url: string; sent: number; parser: boolean }

/** The quiet time (ms) after which the next JS request starts a new round (env BENCH_ROUND_GAP_MS). */
const ROUND_GAP_MS = Number(process.env.BENCH_ROUND_GAP_MS ?? 150);
const chunkName = (url: string): string => url.replace(/^.*\//, '').replace(/-[\w-]{8}\.m?js$/, '');

/**
 * Groups the JS requests sent before `until` into rounds: the browser asks for all it knows of
 * at once (the HTML's script and modulepreloads: round 1, however slowly a busy machine parses
 * them; a lazy chunk and its preloaded imports), so a request made by script more than
 * ROUND_GAP_MS after the previous one waited for downloaded code to run first — one more step
 * of the waterfall (a step takes download + parse + run + render under 4× slowdown: hundreds of ms). (CDP reports dynamic imports without an initiator stack, so
 * the chain cannot be read from initiators; a localhost server answers too fast for "sent after
 * another finished" to mean anything.)
 */
export function roundsOf(requests: readonly JsRequest[], until: number, gapMs = ROUND_GAP_MS): { rounds: number; chain: string[] } {
  const js = requests.filter((r) => r.sent <= until).sort((a, b) => a.sent - b.sent);
  const rounds: JsRequest[][] = [];
  let last = -Infinity;
  for (const r of js) {
    if (!rounds.length || (!r.parser && r.sent - last > gapMs / 1000)) rounds.push([]);
    rounds[rounds.length - 1].push(r);
    last = r.sent;
  }
  return { rounds: rounds.length, chain: rounds.map((g) => `${chunkName(g[0].url)}${g.length > 1 ? ` +${g.length - 1}` : ''}`) };
}
