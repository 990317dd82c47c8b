import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 33, "areas are inputs": ESLint's import-x/no-restricted-paths (eslint.config.js, ZONES)
 * keeps the direction. Each line below is an import written into a file of that folder (linted
 * as text, never written to disk): the forbidden ones are refused with the zone's message, the
 * allowed ones pass.
 */
const eslint = new ESLint();

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('import direction (ESLint, issue 33)', () => {
  it.each([
    ['src/server/engine/probe.ts', "import { needsArea as imported } from '../areas/needs/area.ts';", 'the engine, db and live receive the areas'],
    ['src/server/db/probe.ts', "import { needsArea as imported } from '../areas/needs/area.ts';", 'the engine, db and live receive the areas'],
    ['src/server/shared/probe.ts', "import { needsArea as imported } from '../areas/needs/area.ts';", 'the shared layer imports no area'],
    ['src/server/areas/needs/probe.ts', "import { peopleArea as imported } from '../people/area.ts';", 'an area imports no other area'],
    ['src/app/schema/probe.ts', "import { needsArea as imported } from '../areas/needs/area.ts';", 'the schema, routing and shell receive the app areas'],
    ['src/app/shared/probe.ts', "import { needsArea as imported } from '../areas/needs/area.ts';", "the app's shared layer imports no area"],
    ['src/app/areas/needs/probe.ts', "import { peopleTexts as imported } from '../people/texts.ts';", 'an app area imports no other area'],
    ['src/app/probe.ts', "import { createApp as imported } from '../server/app.ts';", 'the app never imports the server'],
    ['src/server/probe.ts', "import { App as imported } from '../app/App.tsx';", 'the server never imports the app'],
    ['resources/probe.ts', "import { createApp as imported } from '../src/server/app.ts';", 'resources and domain are pure'],
  ])('%s: %s is refused', { timeout: 60_000 }, async (file, code, message) => {
    const found = await refusals(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  it.each([
    ['src/server/areas/needs/probe.ts', "import { needsArea as imported } from './area.ts';"],
    ['src/server/areas/needs/probe.ts', "import { me as imported } from '../../shared/caller.ts';"],
    ['src/server/composition.ts', "import { needsArea as imported } from './areas/needs/area.ts';"],
    ['src/app/areas/needs/probe.ts', "import { needsTexts as imported } from './texts.ts';"],
    ['src/app/composition.ts', "import { needsArea as imported } from './areas/needs/area.ts';"],
  ])('%s: %s is allowed', { timeout: 60_000 }, async (file, code) => {
    expect(await refusals(file, code)).toEqual([]);
  });
});
