import { useCustom } from '@refinedev/core';
import { isBusy, RAG_PATHS, rowsOf, type RagDocument } from './ragApi.ts';

/** How often the document list rereads while a document is 排队中 or 解析中. */
export const POLL_MS = 1500;

/**
 * The knowledge base's documents (GET /intelligence/document?kb_id=, the first 50). The query
 * names the screen, so the detail page's refresh rereads it. `poll`: reread every 1.5 s while
 * any document is queued or parsing (the other readers of the same query share its answer).
 */
export function useRagDocuments(kbId: number, screen: string, poll = false) {
  const { result, query } = useCustom({
    url: RAG_PATHS.documents,
    method: 'get',
    config: { query: { kb_id: kbId, page: 1, pageSize: 50 } },
    meta: { resource: screen },
    queryOptions: { refetchInterval: poll ? (q) => (rowsOf<RagDocument>(q.state.data?.data).list.some(isBusy) ? POLL_MS : false) : false },
  });
  const { list, total } = rowsOf<RagDocument>(result.data);
  return { docs: list, total, query };
}
