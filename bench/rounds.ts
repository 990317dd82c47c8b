import type { Manifest } from './bundleSizes.ts';

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

/**
 * The rounds of chunk fetches a route needs by the build's own manifest (`dist/.vite/manifest.json`),
 * without a browser: round 1 is the entry and everything it imports statically (the HTML's
 * script and modulepreloads); a chunk imported dynamically is fetched one round after the chunk
 * that imports it, together with its static imports (Vite's preload helper asks for them at
 * once). The route needs `routeKeys` (its lazy chunks: the layout and the page); its rounds are
 * 1 + the fewest dynamic steps from the entry to the farthest of them. This is the least the
 * browser can do (bench/browser.ts counts what it did).
 */
export function manifestRounds(m: Manifest, routeKeys: readonly string[]): { rounds: number; chain: string[] } {
  const entry = Object.keys(m).find((k) => m[k].isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  // 0-1 breadth-first: a static import costs no round, a dynamic one a round
  const dist = new Map<string, number>([[entry, 0]]);
  const queue: string[] = [entry];
  while (queue.length) {
    const k = queue.shift() as string;
    const d = dist.get(k) ?? 0;
    for (const [next, cost] of [...(m[k]?.imports ?? []).map((i) => [i, 0] as const), ...(m[k]?.dynamicImports ?? []).map((i) => [i, 1] as const)]) {
      if (!m[next] || (dist.get(next) ?? Infinity) <= d + cost) continue;
      dist.set(next, d + cost);
      if (cost === 0) queue.unshift(next);
      else queue.push(next);
    }
  }
  for (const k of routeKeys) if (!dist.has(k)) throw new Error(`${k} cannot be reached from the entry`);
  const rounds = 1 + Math.max(0, ...routeKeys.map((k) => dist.get(k) ?? 0));
  const statics = (k: string, seen: Set<string>): string[] => {
    if (seen.has(k) || !m[k]) return [];
    seen.add(k);
    return [k, ...(m[k].imports ?? []).flatMap((i) => statics(i, seen))];
  };
  const loaded = new Set<string>();
  const chain: string[] = [];
  for (let r = 0; r < rounds; r++) {
    const starts = r === 0 ? [entry] : routeKeys.filter((k) => dist.get(k) === r);
    const files = starts.flatMap((k) => statics(k, loaded)).filter((k) => m[k].file.endsWith('.js'));
    chain.push(files.length ? `${chunkName(m[files[0]].file)}${files.length > 1 ? ` +${files.length - 1}` : ''}` : '–');
  }
  return { rounds, chain };
}
