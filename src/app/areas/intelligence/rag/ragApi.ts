import type { TextKey } from '../../../locales/text.ts';

/** The calls of the knowledge-base panels (under /api/cms; README "AI assistant API"). */
export const RAG_PATHS = {
  documents: '/intelligence/document',
  document: (id: number) => `/intelligence/document/${id}`,
  retry: (id: number) => `/intelligence/document/${id}/retry`,
  upload: (kbId: number) => `/intelligence/rag/${kbId}/document`,
  chunks: '/intelligence/chunk',
  chunk: (id: number) => `/intelligence/chunk/${id}`,
  chunkBulk: '/intelligence/chunk/bulk',
  documentBulk: '/intelligence/document/bulk',
  retrieve: (kbId: number) => `/intelligence/rag/${kbId}/retrieve`,
  ask: '/intelligence/ask',
  mode: '/intelligence/mode',
} as const;

export type DocumentStatus = 'queued' | 'parsing' | 'indexed' | 'failed';

/** A row of GET /intelligence/document?kb_id=. */
export interface RagDocument {
  id: number;
  kb_id: number;
  name: string;
  kind: string;
  size: number;
  status: DocumentStatus;
  error: string | null;
  enabled: boolean;
  chunk_count: number;
  char_count: number;
  version: number;
  created_at: string;
}

/** What POST /intelligence/document/bulk does to each selected document. */
export type DocumentBulkAction = 'retry' | 'enable' | 'disable' | 'delete';

/** The answer of POST /intelligence/document/bulk: each document done or failed with its reason. */
export interface DocumentBulkReport {
  done: number[];
  failed: { id: number; name: string; reason: string }[];
}

/** The bulk actions' texts: the button, the summary's label, the success message. */
export const DOCUMENT_BULK: Record<DocumentBulkAction, { button: TextKey; label: TextKey; done: TextKey }> = {
  retry: { button: 'ai.rag.docs.bulkRetry', label: 'ai.rag.docs.action.retry', done: 'ai.rag.docs.bulkDone.retry' },
  enable: { button: 'ai.rag.docs.bulkEnable', label: 'ai.rag.docs.action.enable', done: 'ai.rag.docs.bulkDone.enable' },
  disable: { button: 'ai.rag.docs.bulkDisable', label: 'ai.rag.docs.action.disable', done: 'ai.rag.docs.bulkDone.disable' },
  delete: { button: 'ai.rag.docs.bulkDelete', label: 'ai.rag.docs.action.delete', done: 'ai.rag.docs.bulkDone.delete' },
};

/** A row of GET /intelligence/chunk?kb_id=. */
export interface RagChunk {
  id: number;
  document_id: number;
  position: number;
  heading: string;
  text: string;
  enabled: boolean;
  hit_count: number;
  char_count: number;
  version: number;
}

/** One hit of POST /intelligence/rag/:id/retrieve, best first. */
export interface RetrieveHit {
  chunkId: number;
  documentId: number;
  documentName: string;
  heading: string;
  text: string;
  score: number;
}

export type AnswerSource = 'keyword' | 'corpus' | 'knowledge' | 'llm' | 'none';

/** POST /intelligence/ask (dryRun) → the answer the pipeline would give. */
export interface AskAnswer {
  answer: string;
  source: AnswerSource;
  citations?: unknown[];
  elapsedMs: number;
}

/** GET /intelligence/mode. */
export interface AnswerMode {
  mode: 'llm' | 'retrieval';
  model: string | null;
}

/** A document still being worked on (the list is polled while any is). */
export const isBusy = (d: Pick<RagDocument, 'status'>): boolean => d.status === 'queued' || d.status === 'parsing';

export const STATUS_TAG: Record<DocumentStatus, { text: TextKey; color: string }> = {
  queued: { text: 'ai.rag.status.queued', color: 'default' },
  parsing: { text: 'ai.rag.status.parsing', color: 'processing' },
  indexed: { text: 'ai.rag.status.indexed', color: 'success' },
  failed: { text: 'ai.rag.status.failed', color: 'error' },
};

export const SOURCE_TEXT: Record<AnswerSource, TextKey> = {
  keyword: 'ai.rag.source.keyword',
  corpus: 'ai.rag.source.corpus',
  knowledge: 'ai.rag.source.knowledge',
  llm: 'ai.rag.source.llm',
  none: 'ai.rag.source.none',
};

/** The document formats the upload takes (the server checks name and content again). */
export const DOCUMENT_EXTENSIONS = ['.md', '.txt', '.pdf', '.docx'] as const;

/** The rows of a list answer (anything else: none). */
export const rowsOf = <T>(data: unknown): { list: T[]; total: number } => {
  const payload = (typeof data === 'object' && data !== null ? data : {}) as { list?: unknown; total?: unknown };
  const list = Array.isArray(payload.list) ? (payload.list as T[]) : [];
  return { list, total: Number(payload.total ?? list.length) };
};
