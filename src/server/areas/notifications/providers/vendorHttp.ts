import { ProviderError } from './types.ts';

/** How long a vendor call may take before it counts as a transient failure. */
export const VENDOR_TIMEOUT_MS = 10_000;

/** Connection failures after which the request never left this machine (nothing reached the vendor). */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** Whether a failed fetch never reached the vendor: it could not connect (fetch puts the socket's error in `cause`). */
function neverSent(e: unknown): boolean {
  const cause = e instanceof Error ? (e.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' && NOT_SENT.has(cause.code);
}

/**
 * A vendor's JSON answer to one HTTP call. The network failing, a timeout or an answer that is
 * not JSON is a transient ProviderError (retried); an HTTP error status with a JSON body is
 * answered like any other (the vendors put their error code there). A failure after the request
 * may have reached the vendor (a timeout, a dropped connection, an answer that is not the
 * vendor's JSON) is `outcomeUnknown`; one where no connection was made is not.
 */
export async function vendorJson(vendor: string, url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(VENDOR_TIMEOUT_MS) });
    text = await res.text();
  } catch (e) {
    throw new ProviderError(`${vendor}接口无法连接：${e instanceof Error ? e.message.slice(0, 120) : '未知错误'}`, false, !neverSent(e));
  }
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // falls through to the error below
  }
  throw new ProviderError(`${vendor}接口返回无法识别的内容（HTTP ${res.status}）`, false, true);
}
