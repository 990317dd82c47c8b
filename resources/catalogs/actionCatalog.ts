import type { EndpointGroup, EnumOption, ResourceDef } from '../define.ts';

/**
 * Chinese names of the action-log codes, derived from the declarations: `<resource>.create`
 * 新建维修单, `<resource>.<action>` 确认收件（维修单） (关闭工单 when the action's name already says 工单), `<group>.<endpoint>` its summary; a new
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
};

const KIND_VERBS: Record<string, string> = { create: '新建', update: '编辑', delete: '删除', follow: '添加跟进' };

/**
 * The Chinese name of each endpoint group: the action log's 对象 column. Every group must be named (the unit test checks).
 */
const GROUP_LABELS: Record<string, string> = {
  account: '账号',
  rights: '账号权限',
  messages: '站内信',
  config: '系统配置',
  upload: '上传文件',
  templates: '邮件模板',
  wechatMenu: '公众号菜单',
  needs: '序列号与保修',
  export: '导出记录',
  workflow: '工单处理',
  live: '实时计数',
  notifications: '通知',
  notificationStats: '通知统计',
};

/** An endpoint's summary without its explanations: `记录一次导出（需有…）` → 记录一次导出, `… { read }` → …. */
const shortSummary = (summary: string): string => summary.replace(/（.*$/, '').replace(/\s*\{.*$/, '');

/** A group endpoint that only reads writes no row of its own (a refused read is 越权访问被拒绝). */
const READS = new Set(['GET', 'HEAD']);

/** What the catalogue reads: the registry's declarations (index.ts passes them, read on first use). */
export interface CatalogSource {
  resources: readonly ResourceDef[];
  endpointGroups: readonly EndpointGroup[];
}

/** The action log's names and filter choices, derived from the declarations. */
export interface ActionCatalog {
  /** The Chinese name of an action-log code, or the code itself when none is known. */
  actionLabel(code: string): string;
  /**
   * The Chinese name of an action-log `resource`: a resource name, an endpoint group, or an
   * endpoint key (`messages.send`, written for a refused call of a group endpoint) by its group.
   */
  resourceLabel(name: string): string;
  /** The action filter's choices: every named code with its Chinese name (the value is the code). */
  actionOptions(): EnumOption[];
  /** The 对象 filter's choices: every resource and endpoint group, by its Chinese name. */
  resourceOptions(): EnumOption[];
}

function buildLabels({ resources, endpointGroups }: CatalogSource): Map<string, string> {
  const labels = new Map(Object.entries(FIXED));
  for (const r of resources) {
    for (const [kind, verb] of Object.entries(KIND_VERBS)) if (r.endpoints[kind as keyof typeof r.endpoints]) labels.set(`${r.name}.${kind}`, `${verb}${r.label}`);
    // 确认收件（维修单）; an action already named with its resource stays as staff say it: 关闭工单, not 关闭工单（工单）
    for (const a of r.status?.actions ?? []) labels.set(`${r.name}.${a.name}`, a.label.includes(r.label) ? a.label : `${a.label}（${r.label}）`);
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

/**
 * The catalogue of a registry. `source` is called on first use, after the registry module has
 * run: the registry builds the action log's declaration from this catalogue, so the catalogue
 * cannot import the registry (that was an import cycle).
 */
export function actionCatalogOf(source: () => CatalogSource): ActionCatalog {
  let cache: Map<string, string> | null = null;
  const labels = (): Map<string, string> => (cache ??= buildLabels(source()));
  const resourceLabel = (name: string): string => {
    const group = name.includes('.') ? name.slice(0, name.indexOf('.')) : name;
    const declared = source().endpointGroups.find((g) => g.name === group)?.label;
    return source().resources.find((r) => r.name === name)?.label ?? GROUP_LABELS[name] ?? GROUP_LABELS[group] ?? declared ?? name;
  };
  return {
    actionLabel: (code) => labels().get(code) ?? code,
    resourceLabel,
    actionOptions: () => [...labels()].map(([value, label]) => ({ value, label })),
    resourceOptions: () =>
      [...new Set([...source().resources.map((r) => r.name), ...Object.keys(GROUP_LABELS), ...source().endpointGroups.flatMap((g) => (g.label ? [g.name] : []))])].map((value) => ({ value, label: resourceLabel(value) })),
  };
}
