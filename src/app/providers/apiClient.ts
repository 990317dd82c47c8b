import { transportError, unwrapEnvelope } from './mappers/envelope.ts';

/** What every provider needs to reach the API. */
export interface ApiOptions {
  /** Absolute base URL of the API, e.g. `https://host/api/cms` (no trailing slash). */
  apiUrl: string;
  fetch: typeof fetch;
  /** `Basic base64(uid:token)` of the stored session, or null when logged out. */
  getAuthHeader: () => string | null;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface ApiRequest {
  query?: Record<string, string>;
  body?: unknown;
}

/** Sends one call: JSON in (or a FormData upload) and JSON out, cookies and the Basic header; answers the unwrapped `data`. */
export type ApiCall = (method: ApiMethod, path: string, request?: ApiRequest) => Promise<unknown>;

/** Builds the call function shared by the data and auth providers. */
export function createApiClient({ apiUrl, fetch: doFetch, getAuthHeader }: ApiOptions): ApiCall {
  return async (method, path, request = {}) => {
    const qs = new URLSearchParams(request.query ?? {}).toString();
    const url = `${apiUrl}${path}${qs ? `?${qs}` : ''}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const auth = getAuthHeader();
    if (auth) headers.Authorization = auth;
    // a FormData body (an upload) goes as multipart, its boundary set by fetch
    const multipart = typeof FormData !== 'undefined' && request.body instanceof FormData;
    if (request.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        credentials: 'include',
        body: request.body === undefined ? undefined : multipart ? (request.body as FormData) : JSON.stringify(request.body),
      });
    } catch {
      throw transportError();
    }
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    return unwrapEnvelope(response.status, body);
  };
}

/** `Basic base64(uid:token)`; UTF-8 safe. */
export function basicAuth(uid: string | number, token: string): string {
  const bytes = new TextEncoder().encode(`${uid}:${token}`);
  let binary = '';
  bytes.forEach((b) => {
    binary += String.fromCharCode(b);
  });
  return `Basic ${btoa(binary)}`;
}
