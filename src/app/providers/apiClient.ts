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
  /** For a FormData upload: told the share sent (0…1) as it goes (XMLHttpRequest's upload events; fetch has none). */
  onUploadProgress?: (fraction: number) => void;
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
    if (multipart && request.onUploadProgress && typeof XMLHttpRequest !== 'undefined') return sendWithProgress(method, url, headers, request.body as FormData, request.onUploadProgress);
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

/** An upload by XMLHttpRequest, for its progress events; the same cookies, headers and envelope as a fetch. */
function sendWithProgress(method: ApiMethod, url: string, headers: Record<string, string>, body: FormData, onProgress: (fraction: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(transportError());
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText) as unknown;
      } catch {
        parsed = null;
      }
      try {
        resolve(unwrapEnvelope(xhr.status, parsed));
      } catch (e) {
        reject(e as Error);
      }
    };
    xhr.send(body);
  });
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
