import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { antdDefaultToken, defaultTokenJson } from '../../scripts/antdStaticStyle.ts';

const require = createRequire(import.meta.url);
const USE_TOKEN = require.resolve('antd/es/theme/useToken.js');

/** Runs the plugin's transform as the build does. */
async function transformed(code: string): Promise<string> {
  const plugin = antdDefaultToken();
  await (plugin.buildStart as () => Promise<void>).call({});
  const errors: string[] = [];
  const out = (plugin.transform as (this: unknown, code: string, id: string) => string | null).call(
    { error: (message: string) => { errors.push(message); throw new Error(message); } },
    code,
    USE_TOKEN,
  );
  return out ?? '';
}

describe("antd's default token, worked out at build time (scripts/antdStaticStyle.ts)", () => {
  it("is antd's own default design token", async () => {
    const { theme } = require('antd') as { theme: { getDesignToken: () => Record<string, unknown> } };
    const { token } = await defaultTokenJson();
    const built = JSON.parse(token) as Record<string, unknown>;
    const design = theme.getDesignToken();
    expect(Object.keys(built).length).toBeGreaterThan(400);
    for (const key of Object.keys(design)) expect([key, built[key]]).toEqual([key, design[key]]);
  });

  it("answers antd's default inputs with it and hands any other to antd's own work", async () => {
    const code = await transformed(readFileSync(USE_TOKEN, 'utf8'));
    expect(code).toContain('const computeToken = (');
    expect(code.match(/export const getComputedToken = /g)).toHaveLength(1);
    expect(code).toMatch(/theme === defaultTheme && JSON\.stringify\(\[originToken, overrideToken\]\) === DEFAULT_INPUTS \? JSON\.parse\(DEFAULT_TOKEN\) : computeToken\(/);
  });

  it('fails the build when antd no longer declares getComputedToken as expected', async () => {
    await expect(transformed('export function getComputedToken() {}')).rejects.toThrow(/no longer declared/);
  });
});
