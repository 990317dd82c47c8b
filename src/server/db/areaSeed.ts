import type { ResourceDef } from '../../../resources/define.ts';
import { insertEvent } from '../engine/events.ts';
import { insertRow } from '../engine/records.ts';
import { columnOf, fieldByName, toColumnValue } from '../engine/schema.ts';
import type { Db } from './database.ts';
import type { AreaSeed } from '../context.ts';

export type { AreaSeed } from '../context.ts';
import { hasHistory } from './schemaDiff.ts';


export const defineSeed = (seed: AreaSeed): AreaSeed => seed;

/** A demo row of a resource: field names (not columns) and values as the API takes them. */
export type DemoRow = Readonly<Record<string, string | number | boolean | null | readonly string[]>>;

/**
 * Writes plain demo rows of a declared resource as the engine's create writes them: the status
 * machine's first state unless the row names one, version 1, both times at `now`, and a `create`
 * history entry by the super admin when the resource keeps a history.
 */
export async function insertDemoRows(db: Db, resource: ResourceDef, rows: readonly DemoRow[], now: number): Promise<void> {
  const iso = new Date(now).toISOString();
  const admin = await db.selectFrom('admin').select(['id', 'username', 'name', 'grp', 'status']).where('username', '=', 'superadmin').executeTakeFirst();
  for (const row of rows) {
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(row)) {
      const f = fieldByName(resource, name);
      if (!f) throw new Error(`${resource.name} 的演示数据有未声明的字段 ${name}`);
      values[columnOf(f)] = toColumnValue(f, value);
    }
    const status = resource.status && !(resource.status.field in row) ? { [resource.status.field]: resource.status.initial } : {};
    const stored = await insertRow(db, resource, { ...values, ...status, version: 1, created_at: iso, updated_at: iso, created_by: admin?.id ?? null });
    if (hasHistory(resource) && admin) {
      const user = { id: admin.id, username: admin.username, name: admin.name, group: admin.grp, status: admin.status, permissions: [], sessionId: 0 };
      await insertEvent(db, resource, Number(stored.id), user, now, { kind: 'create', toStatus: resource.status?.initial ?? null });
    }
  }
}
