import type { ResourceDef } from '../../../../resources/define.ts';

/** The field that numbers a resource's records (维修单号, 工单号 …), when it declares one. */
const NUMBER_FIELD = 'no';

/**
 * What tells a record apart in its tab (维修详情 · WX20261122-0001, 编辑工单 · GD20261120-0003): its
 * number, or — for a resource without numbers — its title with its id (邮件模板详情 · 维修通知 #3),
 * so two records with the same title never give two identical tabs.
 */
export function recordNumberOf(resource: ResourceDef, record: Readonly<Record<string, unknown>>): string {
  const number = resource.fields.some((f) => f.name === NUMBER_FIELD) ? record[NUMBER_FIELD] : undefined;
  if (typeof number === 'string' && number !== '') return number;
  const title = record[resource.titleField];
  const id = record.id;
  const titleText = title === null || title === undefined ? '' : String(title);
  if (id === null || id === undefined || String(id) === titleText) return titleText;
  return titleText ? `${titleText} #${String(id)}` : `#${String(id)}`;
}
