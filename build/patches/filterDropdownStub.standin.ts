/**
 * Stands in for antd Table's column filter dropdown (antd/es/table/hooks/useFilter/FilterDropdown)
 * in the browser build (build patch filterDropdownStub): the generated lists filter in their search form, never in
 * a column header, and the dropdown brings antd Tree, Radio, Menu and a search input into every
 * list's first load (about 12 KiB gzip). A column that declares `filters` fails loudly here
 * instead of rendering without them.
 */
interface FilterOption {
  value: unknown;
  children?: FilterOption[];
}

/** The same as antd's: every filter value, nested ones included. */
export function flattenKeys(filters: FilterOption[] | undefined): unknown[] {
  return (filters ?? []).flatMap((f) => [f.value, ...flattenKeys(f.children)]);
}

export default function FilterDropdown(): never {
  throw new Error('antd Table column filters are not part of this build (build/patches/filterDropdownStub.ts): filter in the search form');
}
