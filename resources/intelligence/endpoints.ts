import { defineEndpoints } from '../define.ts';
import { UPLOAD_MAX_BYTES } from '../settings/upload.ts';
import { AI_ACCESS } from './access.ts';

/**
 * The assistant's calls outside the CRUD path. The first four paths and shapes are fixed (QA's
 * and integrations' scripts call them, modelled on Dify's knowledge API; README "AI assistant API").
 */
export const aiEndpoints = defineEndpoints({
  name: 'ai',
  label: '智能助手',
  endpoints: {
    upload: {
      method: 'POST',
      path: '/intelligence/rag/:id/document',
      access: AI_ACCESS,
      multipart: { maxBytes: UPLOAD_MAX_BYTES + 64 * 1024 },
      summary: '上传文档到知识库（multipart，字段 file：.md、.txt、.pdf、.docx）→ { id, status }，后台解析',
    },
    fromLibrary: { method: 'POST', path: '/intelligence/rag/:id/document/library', access: AI_ACCESS, summary: '从 AI文件库添加文档 { file, name? }（不复制文件）→ { id, status }，后台解析' },
    document: { method: 'GET', path: '/intelligence/rag/:id/document/:docId', access: AI_ACCESS, summary: '文档解析状态 { id, status, error?, chunkCount? }' },
    retrieve: { method: 'POST', path: '/intelligence/rag/:id/retrieve', access: AI_ACCESS, summary: '命中测试 { question, topK } → [{ chunkId, documentId, text, score }]' },
    ask: { method: 'POST', path: '/intelligence/ask', access: AI_ACCESS, summary: '向智能助手提问 { question, channel } → { answer, source, citations, elapsedMs }' },
    retry: { method: 'POST', path: '/intelligence/document/:id/retry', access: AI_ACCESS, summary: '重新解析文档（失败或规则改变后）' },
    chunkBulk: { method: 'POST', path: '/intelligence/chunk/bulk', access: AI_ACCESS, summary: '批量启用或停用分段 { ids, enabled }' },
    corpusImport: { method: 'POST', path: '/intelligence/corpus/import', access: AI_ACCESS, summary: '导入语料 { rows: [{ question, similar?, answer, category?, enabled? }] }（最多 1000 行）→ { created, failed: [{ row, reason }] }' },
    documentBulk: { method: 'POST', path: '/intelligence/document/bulk', access: AI_ACCESS, summary: '批量重新解析、启用、停用或删除文档 { ids, action: retry | enable | disable | delete } → { done, failed: [{ id, name, reason }] }，每个文档单独成功或失败' },
    mode: { method: 'GET', path: '/intelligence/mode', access: AI_ACCESS, summary: '回答方式：大模型（已配置）或检索（未配置）' },
    overview: { method: 'GET', path: '/intelligence/overview', access: AI_ACCESS, summary: '数据统计（?from=&to=，中国日期）：每日对话、消息、用户，回答来源、答出率、满意度、热门关键词、未答出问题' },
  },
});
