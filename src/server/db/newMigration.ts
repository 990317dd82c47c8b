import type { ResourceDef } from '../../../resources/define.ts';
import { migrationSource } from './migrationSource.ts';
import { diffSchema, type ExistingSchema, type SchemaChange } from './schemaDiff.ts';

/** The pure part of `npm run migration:new -- <name>`: which file, with what text, or nothing. */

export const MIGRATION_COMMAND = 'npm run migration:new';

/** A migration's name: `<yyyy>_<mm>_<dd>_<nnnn>_<name>`, the number one past the highest so far. */
export function nextMigrationName(existing: readonly string[], slug: string, now: Date): string {
  if (!/^[a-z][a-z0-9_]*$/.test(slug)) throw new Error(`迁移名「${slug}」只能由小写字母、数字和下划线组成，并以字母开头`);
  const highest = Math.max(0, ...existing.map((n) => Number(/^\d{4}_\d{2}_\d{2}_(\d{4})_/.exec(n)?.[1] ?? 0)));
  const day = now.toISOString().slice(0, 10).replace(/-/g, '_');
  return `${day}_${String(highest + 1).padStart(4, '0')}_${slug}`;
}

/** What the command does: the changes, and the file to write when there are any. */
export type MigrationPlan = { changes: readonly SchemaChange[]; file?: { name: string; source: string } };

export function planMigration(input: { resources: readonly ResourceDef[]; schema: ExistingSchema; migrations: readonly string[]; slug: string; now: Date }): MigrationPlan {
  const changes = diffSchema(input.schema, input.resources);
  if (!changes.length) return { changes };
  const name = nextMigrationName(input.migrations, input.slug, input.now);
  const source = migrationSource(changes, { name, command: `${MIGRATION_COMMAND} -- ${input.slug}`, date: input.now.toISOString().slice(0, 10) });
  return { changes, file: { name, source } };
}
