import { toNamePathStr as antdToNamePathStr } from 'antd/es/form/hooks/useForm';
// the browser build resolves rc-field-form to its ES build, as here
import { FormProvider as IndexFormProvider } from 'rc-field-form/es/index.js';
import { describe, expect, it } from 'vitest';
import { toNamePathStr } from '../../src/app/vendor/formNamePath.ts';
import { FormProvider } from '../../src/app/vendor/rcFormProvider.ts';

/** The build gives two antd modules these instead of what brings all of rc-field-form (vite.config.ts). */
describe('form trims (src/app/vendor)', () => {
  it("toNamePathStr is antd's own", () => {
    for (const name of [undefined, false, 'status', ['items', 0, 'name'], 0, ['a']] as unknown[]) expect(toNamePathStr(name)).toBe(antdToNamePathStr(name as string));
  });

  it("FormProvider is the very component rc-field-form's index exports (one form context)", () => {
    expect(FormProvider).toBe(IndexFormProvider);
  });
});
