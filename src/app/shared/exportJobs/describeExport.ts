import type { FieldDef } from '../../../../resources/define.ts';

/**
 * A recorded export filter in words: 「状态」= 待审核；「创建时间」= 2026-11-01 ~ 2026-11-30.
 * The screen's own fixed filter (type=1) is left out; enum values show their labels.
 */
export function describeFilter(fields: readonly FieldDef[], fixed: Record<string, string | number>, filter: Record<string, string>): string {
  return Object.entries(filter)
    .filter(([k]) => !(k in fixed))
    .map(([k, v]) => {
      if (k === 'q') return `关键词 = ${v}`;
      const f = fields.find((x) => x.name === k);
      const shown = f?.type === 'enum' ? v.split(',').map((x) => f.options?.find((o) => String(o.value) === x)?.label ?? x).join('、') : f?.ui?.filter === 'range' ? v.replace(',', ' ~ ') : v;
      return `「${f?.label ?? k}」= ${shown}`;
    })
    .join('；');
}

/** `-created_at` → 创建时间 降序. */
export function describeSort(fields: readonly FieldDef[], sort: string, asc: string, desc: string): string {
  return sort
    .split(',')
    .filter(Boolean)
    .map((s) => {
      const name = s.replace(/^-/, '');
      return `${fields.find((f) => f.name === name)?.label ?? name} ${s.startsWith('-') ? desc : asc}`;
    })
    .join('，');
}
