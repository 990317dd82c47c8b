import { toNamePathStr as antdToNamePathStr } from 'antd/es/form/hooks/useForm';
// the browser build resolves rc-field-form to its ES build, as here
import { FormProvider as IndexFormProvider } from 'rc-field-form/es/index.js';
import { describe, expect, it } from 'vitest';
import { toNamePathStr } from '../../build/patches/formTrims.namePath.standin.ts';
import { FormProvider } from '../../build/patches/formTrims.formProvider.standin.ts';

/** The build gives two antd modules these instead of what brings all of rc-field-form (build patch formTrims). */
describe('form trims (build/patches)', () => {
  it("toNamePathStr is antd's own", () => {
    for (const name of [undefined, false, 'status', ['items', 0, 'name'], 0, ['a']] as unknown[]) expect(toNamePathStr(name)).toBe(antdToNamePathStr(name as string));
  });

  it("FormProvider is the very component rc-field-form's index exports (one form context)", () => {
    expect(FormProvider).toBe(IndexFormProvider);
  });
});
