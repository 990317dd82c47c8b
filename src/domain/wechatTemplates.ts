/**
 * WeChat template messages: the templates the official account has, as system config
 * `wechat_templates` (JSON `{templateId: {title, keys: [...]}}`), and the check of a message's
 * variables against its template. Pure.
 */

/** One template: its title and the data keys it shows (`thing1`, `time2` …). */
export interface WechatTemplate {
  title: string;
  keys: readonly string[];
}

export type WechatTemplates = Readonly<Record<string, WechatTemplate>>;

const KEY = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

/** The templates of a config value, or the reason it is not a valid list of templates. */
export function parseWechatTemplates(value: unknown): { ok: true; templates: WechatTemplates } | { ok: false; message: string } {
  if (value === null || value === undefined) return { ok: true, templates: {} };
  if (typeof value !== 'object' || Array.isArray(value)) return { ok: false, message: '微信模板配置必须是 JSON 对象：{模板 ID: {title, keys}}' };
  const templates: Record<string, WechatTemplate> = {};
  for (const [id, t] of Object.entries(value as Record<string, unknown>)) {
    const raw = (t ?? {}) as { title?: unknown; keys?: unknown };
    if (typeof raw.title !== 'string' || !Array.isArray(raw.keys) || !raw.keys.every((k) => typeof k === 'string' && KEY.test(k))) {
      return { ok: false, message: `微信模板「${id}」必须写成 {title: 标题, keys: [变量名…]}` };
    }
    templates[id] = { title: raw.title, keys: raw.keys as string[] };
  }
  return { ok: true, templates };
}

/** Why these variables do not fit the template, or null when every key is given and none is unknown. */
export function wechatVariablesRefusal(templates: WechatTemplates, templateId: string | null | undefined, variables: Readonly<Record<string, unknown>>): string | null {
  if (!templateId) return '微信模板消息缺少模板 ID';
  const template = Object.hasOwn(templates, templateId) ? templates[templateId] : undefined;
  if (!template) return `未知的微信模板：${templateId}`;
  const missing = template.keys.filter((k) => variables[k] === undefined || variables[k] === null || String(variables[k]) === '');
  if (missing.length) return `微信模板「${template.title}」缺少变量：${missing.join('、')}`;
  const unknown = Object.keys(variables).filter((k) => !template.keys.includes(k));
  if (unknown.length) return `微信模板「${template.title}」没有变量：${unknown.join('、')}`;
  return null;
}
