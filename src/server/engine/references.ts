import type { Kysely } from 'kysely';
import type { ResourceDef } from '../../../resources/define.ts';
import { findResource } from '../../../resources/registry.ts';
import type { Database } from '../db/tables.ts';
import { fastReader, runQuery } from '../db/fastRead.ts';
import { columnOf, fieldByName } from './schema.ts';

/**
 * Adds `<field>_label` to records for each reference field: the referenced record's
 * `labelField`, read with one `where id in (…)` query per field (the list cell and the detail
 * page show it instead of the bare id).
 */
export async function embedReferenceLabels(db: Kysely<Database>, resource: ResourceDef, records: Record<string, unknown>[]): Promise<void> {
  for (const f of resource.fields) {
    if (f.type !== 'reference' || !f.reference) continue;
    const target = findResource(f.reference.resource);
    const labelField = target ? fieldByName(target, f.reference.labelField) : undefined;
    if (!target || !labelField) continue;
    const ids = [...new Set(records.map((r) => r[f.name]).filter((v): v is number => typeof v === 'number'))];
    if (!ids.length) continue;
    const query = { sql: `select id, "${columnOf(labelField)}" as label from "${target.table}" where id in (${ids.map(() => '?').join(', ')})`, params: ids };
    const reader = fastReader(db);
    const rows = reader ? reader.all<{ id: number; label: unknown }>(query) : await runQuery<{ id: number; label: unknown }>(db, query);
    const labels = new Map(rows.map((r) => [r.id, r.label]));
    for (const r of records) if (typeof r[f.name] === 'number') r[`${f.name}_label`] = labels.get(r[f.name] as number) ?? null;
  }
}
