import type { CrudFilter, CrudOperators } from '@refinedev/core';
import type { EnumOption, FieldDef, FilterKind, ResourceDef } from '../../../resources/define.ts';
import { SEARCH_PARAM } from '../providers/mappers/filtersToQuery.ts';

/** One input of a list's search form. */
export interface FilterItem {
  name: string;
  label: string;
  /** `search` is the free-text `q`; the others are the field's declared filter kind. */
  kind: FilterKind | 'search';
  field?: FieldDef;
  options?: readonly EnumOption[];
  placeholder?: string;
}

const OPERATOR: Record<FilterItem['kind'], Exclude<CrudOperators, 'or' | 'and'>> = {
  search: 'contains',
  eq: 'eq',
  in: 'in',
  prefix: 'startswith',
  range: 'between',
};

/** The search form of a resource: `q` (when it declares search fields) and each field with `ui.filter`. */
export function filterItemsOf(resource: ResourceDef, searchLabel: string): FilterItem[] {
  const items: FilterItem[] = [];
  if (resource.search) items.push({ name: SEARCH_PARAM, label: searchLabel, kind: 'search', placeholder: resource.search.placeholder });
  for (const field of resource.fields) {
    if (!field.ui?.filter) continue;
    items.push({ name: field.name, label: field.label, kind: field.ui.filter, field, options: field.options, placeholder: field.ui.placeholder });
  }
  return items;
}

/** A filter value that filters nothing: nothing chosen or typed in (a list of blanks included). */
export const isBlankFilter = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.filter((x) => x !== undefined && x !== null && x !== '').length === 0);

/** Search form values → refine filters (empty inputs dropped). */
export function searchToFilters(values: Record<string, unknown>, items: readonly FilterItem[]): CrudFilter[] {
  return items
    .filter((item) => !isBlankFilter(values[item.name]))
    .map((item) => {
      const raw = values[item.name];
      const value = typeof raw === 'string' ? raw.trim() : raw;
      return { field: item.name, operator: OPERATOR[item.kind], value };
    })
    .filter((f) => !isBlankFilter(f.value));
}
