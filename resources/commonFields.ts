import type { FieldDef } from './define.ts';

/**
 * The bookkeeping fields every record has, for every area's declarations: `id`, `created_at`,
 * `updated_at` and `version` (the engine writes them; clients send `version` back).
 */

export const idField: FieldDef = { name: 'id', type: 'id', label: 'ID', readOnly: true, ui: { show: false } };

export const timestampFields = (sortable: boolean): FieldDef[] => [
  { name: 'created_at', type: 'datetime', label: '创建时间', readOnly: true, ui: { list: true, width: 170, sortable, filter: sortable ? 'range' : undefined } },
  { name: 'updated_at', type: 'datetime', label: '更新时间', readOnly: true, ui: { list: true, width: 170, sortable } },
  { name: 'version', type: 'number', label: '版本', readOnly: true, db: { default: 1 }, ui: { show: false } },
];

/** The bookkeeping fields with only `updated_at` sortable (a list that sorts by its last change, not by creation). */
export const updatedSortableFields = (): FieldDef[] => timestampFields(false).map((f) => (f.name === 'updated_at' ? { ...f, ui: { ...f.ui, sortable: true } } : f));
