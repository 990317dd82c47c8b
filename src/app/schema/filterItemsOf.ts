import type { CrudFilter, CrudOperators } from '@refinedev/core';
import type { EnumOption, FieldDef, FilterKind, ResourceDef, ScreenDef } from '../../../resources/define.ts';
import { filterChoices } from '../../../resources/catalogs/filterChoices.ts';
import type { EndpointEntry } from '../../../resources/registry.ts';
import { canAccess, type AccessUser } from '../../domain/access.ts';
import { zhText, type Translate } from '../locales/text.ts';
import { SEARCH_PARAM } from '../providers/mappers/filtersToQuery.ts';
import { optionsEndpointOf } from './fields/referenceOptions.ts';

/** One input of a list's search form. */
export interface FilterItem {
  name: string;
  label: string;
  /** `search` is the free-text `q`; the others are the field's declared filter kind. */
  kind: FilterKind | 'search';
  field?: FieldDef;
  /** A select of these (an enum, 是/否, a registry's choices). */
  options?: readonly EnumOption[];
  /** A select whose options this endpoint answers, read when it is first opened (a reference). */
  remote?: EndpointEntry;
  placeholder?: string;
}

/** What a filter item renders: a text box, a select (of its own options or of an endpoint's), a date range — or an id box, which no list may have. */
export type FilterInputKind = 'text' | 'select' | 'remote' | 'range' | 'id';

/** Field types whose values people type: anything else needs a select. */
const TYPED: ReadonlySet<FieldDef['type']> = new Set(['text', 'textarea', 'serial', 'phone', 'email', 'tags', 'html']);

/** The input a filter item renders (test/unit/noIdInputs.test.ts: never `id`). */
export function filterInputOf(item: FilterItem): FilterInputKind {
  if (item.kind === 'range') return 'range';
  if (item.options) return 'select';
  if (item.remote) return 'remote';
  if (item.kind === 'search' || (item.field && TYPED.has(item.field.type))) return 'text';
  return 'id';
}

const OPERATOR: Record<FilterItem['kind'], Exclude<CrudOperators, 'or' | 'and'>> = {
  search: 'contains',
  eq: 'eq',
  in: 'in',
  prefix: 'startswith',
  range: 'between',
};

/** The fixed choices of a field's filter: an enum's values, 是/否, or the registry's named list. */
function optionsOf(field: FieldDef, t: Translate): readonly EnumOption[] | undefined {
  if (field.ui?.choices) return filterChoices(field.ui.choices);
  if (field.type === 'boolean') return [{ value: 'true', label: t('field.yes') }, { value: 'false', label: t('field.no') }];
  return field.options;
}

/**
 * The search form of a resource (on one of its screens): `q` (when it declares search fields;
 * labelled `search.label`, else `searchLabel`) and
 * each field with `ui.filter` — but not one the search form leaves out (`ui.searchForm: false`)
 * nor the screen's own `mine` field (待处理工单 are the caller's by definition). An enum, a
 * boolean or a field with `ui.choices` is a select of its options; a reference a select of its
 * options endpoint.
 */
export function filterItemsOf(resource: ResourceDef, searchLabel: string, screen?: ScreenDef, t: Translate = zhText): FilterItem[] {
  const items: FilterItem[] = [];
  if (resource.search) items.push({ name: SEARCH_PARAM, label: resource.search.label ?? searchLabel, kind: 'search', placeholder: resource.search.placeholder });
  for (const field of resource.fields) {
    if (!field.ui?.filter || field.ui.searchForm === false || field.name === screen?.mine) continue;
    items.push({ name: field.name, label: field.label, kind: field.ui.filter, field, options: optionsOf(field, t), remote: optionsEndpointOf(field), placeholder: field.ui.placeholder });
  }
  return items;
}

/** The items a user sees: a select of an endpoint they may not call is left out (they could only type its ids). */
export const itemsFor = (items: readonly FilterItem[], user: AccessUser | null): FilterItem[] =>
  items.filter((item) => !item.remote || canAccess(user, item.remote.access));

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
