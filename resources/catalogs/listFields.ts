import { hasColumn, type ResourceDef, type ScreenDef } from '../define.ts';

/**
 * Which fields a list record carries — derived from the declaration, the one rule the server
 * (select and answer) and the tests use. docs/decisions.md, "List rows carry what lists use".
 */

/** The `fields` query parameter of a list: `list` (the default) or `all`. */
export const LIST_FIELDS_VALUES = ['list', 'all'] as const;
export type ListFieldsMode = (typeof LIST_FIELDS_VALUES)[number];

/** The fields a screen's list shows as columns: its `columns`, else every `ui.list` field. */
export const listColumnNames = (resource: ResourceDef, screen: ScreenDef): string[] =>
  screen.columns
    ? screen.columns.filter((name) => resource.fields.some((f) => f.name === name))
    : resource.fields.filter((f) => f.ui?.list).map((f) => f.name);

const cache = new WeakMap<ResourceDef, ReadonlySet<string> | null>();

/**
 * The field names of a list record with `fields=list`, or null when list records carry every
 * field (`select *`). Every declared field, by name, for a resource without screens (its list is
 * shown by a hand-written page). Every field when a screen of the resource has no detail page: its rows are the
 * record the row buttons act on (编辑 fills its form from the row, actions read the status) and
 * the expanded row shows every other field. Otherwise the union over the screens of: the list
 * columns (and the fields their displays read, `ui.displayWith`), `id`, `version`, the status field (action buttons, tags), the title field (links,
 * the dashboard's latest records), the fixed keys (which screen a row is on), the default sort
 * field and every sortable field (a page's last row is the anchor of the next page).
 */
export function listRecordFields(resource: ResourceDef): ReadonlySet<string> | null {
  if (cache.has(resource)) return cache.get(resource) ?? null;
  let names: Set<string> | null = null;
  if (resource.screens.length === 0) {
    // listed by a page of its own (export jobs), not a screen: every field, selected by name —
    // its table may hold more than it declares (an export job's file)
    names = new Set(resource.fields.filter(hasColumn).map((f) => f.name));
  } else if (resource.screens.every((s) => s.show)) {
    const sortDefault = resource.defaultSort.replace(/^-/, '');
    const wanted = new Set<string>(['id', 'version', resource.titleField, sortDefault]);
    if (resource.status) wanted.add(resource.status.field);
    for (const s of resource.screens) {
      for (const k of Object.keys(s.fixed ?? {})) wanted.add(k);
      for (const n of listColumnNames(resource, s)) {
        wanted.add(n);
        for (const w of resource.fields.find((f) => f.name === n)?.ui?.displayWith ?? []) wanted.add(w);
      }
    }
    for (const f of resource.fields) if (f.ui?.sortable) wanted.add(f.name);
    names = new Set(resource.fields.filter((f) => wanted.has(f.name) && hasColumn(f)).map((f) => f.name));
  }
  cache.set(resource, names);
  return names;
}
