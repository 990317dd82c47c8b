import { ProviderError } from './types.ts';

/** How long a vendor call may take before it counts as a transient failure. */
export const VENDOR_TIMEOUT_MS = 10_000;

/**
 * A vendor's JSON answer to one HTTP call. The network failing, a timeout or an answer that is
 * not JSON is a transient ProviderError (retried); an HTTP error status with a JSON body is
 * answered like any other (the vendors put their error code there).
 */
export async function vendorJson(vendor: string, url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(VENDOR_TIMEOUT_MS) });
  } catch (e) {
    throw new ProviderError(`${vendor}接口无法连接：${e instanceof Error ? e.message.slice(0, 120) : '未知错误'}`, false);
  }
  const text = await res.text();
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // falls through to the error below
  }
  throw new ProviderError(`${vendor}接口返回无法识别的内容（HTTP ${res.status}）`, false);
}
