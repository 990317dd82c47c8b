import { endpointGroups, resources } from './index.ts';

/**
 * Chinese names of the action-log codes, derived from the declarations: `<resource>.create`
 * 新建维修单, `<resource>.<action>` 确认收件（维修单）, `<group>.<endpoint>` its summary; a new
 * resource or action is named without touching this file.
 */
const FIXED: Record<string, string> = {
  login: '登录',
  logout: '退出登录',
  'login.refused': '登录被拒绝',
  'access.denied': '越权访问被拒绝',
};

const KIND_VERBS: Record<string, string> = { create: '新建', update: '编辑', delete: '删除', follow: '添加跟进' };

const GROUP_LABELS: Record<string, string> = { account: '账号' };

const shortSummary = (summary: string): string => summary.replace(/（.*$/, '');

function buildLabels(): Map<string, string> {
  const labels = new Map(Object.entries(FIXED));
  for (const r of resources) {
    for (const [kind, verb] of Object.entries(KIND_VERBS)) labels.set(`${r.name}.${kind}`, `${verb}${r.label}`);
    for (const a of r.status?.actions ?? []) labels.set(`${r.name}.${a.name}`, `${a.label}（${r.label}）`);
  }
  for (const g of endpointGroups) {
    for (const [kind, e] of Object.entries(g.endpoints)) if (!labels.has(`${g.name}.${kind}`)) labels.set(`${g.name}.${kind}`, shortSummary(e.summary));
  }
  return labels;
}

let cache: Map<string, string> | null = null;

/** The Chinese name of an action-log code, or the code itself when none is known. */
export function actionLabel(code: string): string {
  cache ??= buildLabels();
  return cache.get(code) ?? code;
}

/** The Chinese name of an action-log `resource` (a resource name or an endpoint group). */
export function resourceLabel(name: string): string {
  return resources.find((r) => r.name === name)?.label ?? GROUP_LABELS[name] ?? endpointGroups.find((g) => g.name === name)?.name ?? name;
}
