import { writeFileSync } from 'node:fs';
import { routesDocument } from '../resources/catalogs/routesDoc.ts';

/** `npm run docs:routes`: writes docs/ROUTES.md from the declarations. */
writeFileSync('docs/ROUTES.md', routesDocument());
console.log('已写入 docs/ROUTES.md');
