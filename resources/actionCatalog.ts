import type { EnumOption } from './define.ts';
import { endpointGroups, resources } from './index.ts';

/**
 * Chinese names of the action-log codes, derived from the declarations: `<resource>.create`
 * 新建维修单, `<resource>.<action>` 确认收件（维修单）, `<group>.<endpoint>` its summary; a new
 * resource or action is named without touching this file. A unit test walks every code the
 * server writes through `actionLabel` (test/unit/actionCatalog.test.ts).
 */
const FIXED: Record<string, string> = {
  login: '登录',
  logout: '退出登录',
  'login.refused': '登录被拒绝',
  'access.denied': '越权访问被拒绝',
  change: '其他修改',
};

/** Codes a handler writes under another name than its endpoint's key: that endpoint names them. */
const SAME_AS_ENDPOINT: Record<string, string> = {
  'messages.markRead': 'messages.markAllRead',
  'messages.delete': 'messages.remove',
  'upload.create': 'upload.upload',
  'export.create': 'needs.exportRecord',
};

const KIND_VERBS: Record<string, string> = { create: '新建', update: '编辑', delete: '删除', follow: '添加跟进' };

/**
 * The Chinese name of each endpoint group and of the other `resource` values the server writes
 * (`export`): the action log's 对象 column. Every group must be named (the unit test checks).
 */
const GROUP_LABELS: Record<string, string> = {
  account: '账号',
  rights: '账号权限',
  messages: '站内信',
  config: '系统配置',
  upload: '上传文件',
  templates: '邮件模板',
  wechatMenu: '公众号菜单',
  needs: '序列号与导出',
  export: '导出记录',
};

/** An endpoint's summary without its explanations: `记录一次导出（需有…）` → 记录一次导出, `… { read }` → …. */
const shortSummary = (summary: string): string => summary.replace(/（.*$/, '').replace(/\s*\{.*$/, '');

/** A group endpoint that only reads writes no row of its own (a refused read is 越权访问被拒绝). */
const READS = new Set(['GET', 'HEAD']);

function buildLabels(): Map<string, string> {
  const labels = new Map(Object.entries(FIXED));
  for (const r of resources) {
    for (const [kind, verb] of Object.entries(KIND_VERBS)) if (r.endpoints[kind as keyof typeof r.endpoints]) labels.set(`${r.name}.${kind}`, `${verb}${r.label}`);
    for (const a of r.status?.actions ?? []) labels.set(`${r.name}.${a.name}`, `${a.label}（${r.label}）`);
  }
  for (const g of endpointGroups) {
    for (const [kind, e] of Object.entries(g.endpoints)) if (!READS.has(e.method) && !labels.has(`${g.name}.${kind}`)) labels.set(`${g.name}.${kind}`, shortSummary(e.summary));
  }
  for (const [code, endpoint] of Object.entries(SAME_AS_ENDPOINT)) {
    const label = labels.get(endpoint);
    if (label) labels.set(code, label);
  }
  return labels;
}

let cache: Map<string, string> | null = null;
const labels = (): Map<string, string> => (cache ??= buildLabels());

/** The Chinese name of an action-log code, or the code itself when none is known. */
export function actionLabel(code: string): string {
  return labels().get(code) ?? code;
}

/**
 * The Chinese name of an action-log `resource`: a resource name, an endpoint group, or an
 * endpoint key (`messages.send`, written for a refused call of a group endpoint) by its group.
 */
export function resourceLabel(name: string): string {
  const group = name.includes('.') ? name.slice(0, name.indexOf('.')) : name;
  return resources.find((r) => r.name === name)?.label ?? GROUP_LABELS[name] ?? GROUP_LABELS[group] ?? name;
}

/** The action filter's choices: every named code with its Chinese name (the value is the code). */
export function actionOptions(): EnumOption[] {
  return [...labels()].map(([value, label]) => ({ value, label }));
}

/** The 对象 filter's choices: every resource and endpoint group, by its Chinese name. */
export function resourceOptions(): EnumOption[] {
  const names = [...resources.map((r) => r.name), ...Object.keys(GROUP_LABELS)];
  return names.map((value) => ({ value, label: resourceLabel(value) }));
}
