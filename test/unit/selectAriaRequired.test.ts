import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { OMIT_PROPS_DECLARATION, selectAriaRequired } from '../../build/patches/selectAriaRequired.ts';

const require = createRequire(import.meta.url);
const BASE_SELECT = require.resolve('rc-select/es/BaseSelect/index.js');

/** Runs the plugin's transform as Vite does. */
function transformed(code: string, id = BASE_SELECT): string | null {
  const plugin = selectAriaRequired();
  return (plugin.transform as (this: unknown, code: string, id: string) => string | null).call(
    { error: (message: string) => { throw new Error(message); } },
    code,
    id,
  );
}

describe("rc-select's root leaves aria-required to its input (build/patches/selectAriaRequired.ts)", () => {
  it("adds aria-required to the props rc-select's root element leaves out", () => {
    const code = readFileSync(BASE_SELECT, 'utf8');
    expect(code).toContain(OMIT_PROPS_DECLARATION);
    const out = transformed(code) ?? '';
    expect(out).toContain("var DEFAULT_OMIT_PROPS = ['aria-required', 'value', 'onChange',");
    expect(out.length - code.length).toBe("'aria-required', ".length);
  });

  it('leaves every other module alone', () => {
    expect(transformed(OMIT_PROPS_DECLARATION, require.resolve('rc-select/es/Select.js'))).toBeNull();
  });

  it('fails the build when rc-select no longer declares the list as expected', () => {
    expect(() => transformed('var DEFAULT_OMIT_PROPS = [];')).toThrow(/no longer declares/);
  });
});
