import { writeFileSync } from 'node:fs';
import { generatedTableTypes, TABLE_TYPES_PATH } from '../src/server/db/tableTypes.ts';

/**
 * `npm run db:types`: writes src/server/db/tables.ts, the typed tables of `Kysely<Database>`,
 * from the committed migrations (src/server/db/tableTypes.ts). `npm run migration:new` runs it
 * after writing a migration.
 */
export async function writeTableTypes(): Promise<void> {
  writeFileSync(TABLE_TYPES_PATH, await generatedTableTypes());
  console.log(`已写入 ${TABLE_TYPES_PATH}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await writeTableTypes();
