import autocannon from 'autocannon';

/** The result of loading one URL: requests per second (mean of the per-second samples) and p99 latency. */
export interface LoadResult {
  label: string;
  rps: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 8),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
};

/** Logs in and returns the session cookie (`cms_session=…`) the API accepts for reads. */
export async function loginCookie(baseUrl: string, username = 'superadmin', password = 'demo123456'): Promise<string> {
  const res = await fetch(`${baseUrl}/api/cms/account/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`login as ${username} answered ${res.status}: ${body.slice(0, 200)}`);
  const cookie = /(?:^|,\s*)(cms_session=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error('login set no cms_session cookie');
  return cookie;
}

/** One GET with the cookie: the parsed `data` of the envelope, or an error naming the status. */
export async function getData(url: string, cookie: string): Promise<{ list?: unknown[]; total?: unknown }> {
  const res = await fetch(url, { headers: { cookie } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 200)}`);
  return (JSON.parse(text) as { data: { list?: unknown[]; total?: unknown } }).data;
}

function run(url: string, cookie: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, connections: LOAD.connections, duration: seconds, headers: { cookie } });
}

/** Warms up for LOAD.warmupSeconds (discarded), then loads `url` for LOAD.seconds at LOAD.connections. */
export async function load(label: string, url: string, cookie: string): Promise<LoadResult> {
  if (LOAD.warmupSeconds > 0) await run(url, cookie, LOAD.warmupSeconds);
  const r = await run(url, cookie, LOAD.seconds);
  const result = { label, rps: r.requests.average, p99: r.latency.p99, requests: r.requests.total, non2xx: r.non2xx, errors: r.errors + r.timeouts };
  process.stderr.write(`[bench] ${label}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms (${result.requests} requests, ${result.non2xx} non-2xx, ${result.errors} errors)\n`);
  if (result.non2xx || result.errors) throw new Error(`${label}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  return result;
}
