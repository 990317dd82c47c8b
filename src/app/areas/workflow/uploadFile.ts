import { createStorage } from '../../../domain/storage.ts';
import { createSessionStore } from '../../providers/session.ts';
import { transportError, unwrapEnvelope } from '../../providers/mappers/envelope.ts';
import type { Attachment } from './ticketProcesses.ts';

/**
 * Uploads one file (`POST /system/upload`, multipart) with the session's Basic header and answers
 * it as an attachment: the URL the server gives and the file's own name.
 */
export async function uploadFile(file: File, apiUrl = `${window.location.origin}/api/cms`): Promise<Attachment> {
  const body = new FormData();
  body.append('file', file);
  const auth = createSessionStore(createStorage(() => window.localStorage)).authHeader();
  let response: Response;
  try {
    response = await globalThis.fetch(`${apiUrl}/system/upload`, { method: 'POST', body, credentials: 'include', headers: auth ? { Authorization: auth, Accept: 'application/json' } : { Accept: 'application/json' } });
  } catch {
    throw transportError();
  }
  const answer = (unwrapEnvelope(response.status, await response.json().catch(() => null))) as { url?: string };
  return { url: String(answer?.url ?? ''), name: file.name };
}
