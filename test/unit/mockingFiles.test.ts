import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { MOCKING_API_FILES } from '../helpers/mockingFiles.ts';

/** Every api test file under `dir`, as a path from the repository's root. */
function apiFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return apiFiles(path);
    return e.name.endsWith('.test.ts') ? [path] : [];
  });
}

it('the api files that mock a module are the ones vitest.config.ts isolates (the rest share a module graph)', () => {
  const mocking = apiFiles('test/api').filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(f, 'utf8')));
  expect(mocking.sort()).toEqual([...MOCKING_API_FILES].sort());
});
