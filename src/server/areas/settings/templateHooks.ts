import { isPlainObject } from '../../body.ts';
import { ApiError } from '../../errors.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { templateVariables } from './templateVariables.ts';

/** mustache + sanitize-html load on the first template write, not at server start. */
const loadHtml = () => import('../../shared/notify/templateHtml.ts');

const MAX_SAMPLE_CHARS = 10_000;

/** A template record as answers show it: `sample` an object, and the `variables` its subject and body use (when the record carries both). */
export function presentTemplate(record: Record<string, unknown>): Record<string, unknown> {
  const out = { ...record };
  if ('sample' in record) out.sample = isPlainObject(record.sample) ? record.sample : {};
  if (typeof record.subject === 'string' && typeof record.body === 'string') out.variables = templateVariables(record.subject, record.body);
  return out;
}

/**
 * Server hooks of `templates`: subject and body must parse as mustache;
 * the body is stored sanitised; the sample variables are a JSON object.
 */
export const templateHooks: ResourceHooks = {
  prepareWrite: async (kind, { values, body }) => {
    const html = await loadHtml();
    const out = { ...values };
    for (const [label, text] of [['邮件主题', values.subject], ['邮件正文', values.body]] as const) {
      if (typeof text !== 'string') continue;
      const problem = html.mustacheProblem(text);
      if (problem) throw new ApiError('VALIDATION_FAILED', `「${label}」的变量写法不正确：${problem}`);
    }
    if (typeof values.body === 'string') out.body = html.sanitizeTemplateHtml(values.body);
    if ('sample' in body && body.sample !== null) {
      if (!isPlainObject(body.sample)) throw new ApiError('VALIDATION_FAILED', '「示例变量」必须是 JSON 对象');
      if (JSON.stringify(body.sample).length > MAX_SAMPLE_CHARS) throw new ApiError('VALIDATION_FAILED', '「示例变量」过长');
    }
    if (kind === 'create' && out.sample_json == null) out.sample_json = '{}';
    return out;
  },
  presentRecord: presentTemplate,
};
