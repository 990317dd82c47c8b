import { writeFileSync } from 'node:fs';
import { resources } from '../resources/index.ts';
import { migratedSchema } from '../src/server/db/introspect.ts';
import { migrationNames } from '../src/server/db/migrate.ts';
import { describeChange } from '../src/server/db/migrationSource.ts';
import { planMigration } from '../src/server/db/newMigration.ts';
import { writeTableTypes } from './tableTypes.ts';

/**
 * `npm run migration:new -- <name>`: migrates a temporary in-memory SQLite with the committed
 * migrations, compares it with the declarations of resources/index.ts and writes the difference
 * as a new, frozen migration in src/server/db/migrations/ (found there by listing the folder).
 * With no difference it says so and writes nothing. After a migration it writes the table types
 * (src/server/db/tables.ts) anew from the migrations, the new one included.
 */
const slug = process.argv[2];
if (!slug) {
  console.error('用法：npm run migration:new -- <name>（小写字母、数字和下划线，如 stations）');
  process.exit(2);
}
try {
  const plan = planMigration({ resources, schema: await migratedSchema(), migrations: migrationNames(), slug, now: new Date() });
  if (!plan.file) {
    console.log('声明与迁移一致：没有差异，未写入文件。');
  } else {
    const path = `src/server/db/migrations/${plan.file.name}.ts`;
    writeFileSync(path, plan.file.source, { flag: 'wx' });
    console.log(`已写入 ${path}：`);
    for (const change of plan.changes) console.log(`  - ${describeChange(change)}`);
    await writeTableTypes();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
