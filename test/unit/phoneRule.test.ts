import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../resources/define.ts';
import { rulesOf } from '../../src/app/schema/formItemsOf.ts';
import { checkField } from '../../src/server/resources/validators.ts';

/**
 * Issue 17: one phone rule (src/domain/phone.ts). The app's form and the server accept and refuse
 * the same numbers; the form once took `+1 555-0100`, which the server refused.
 */
const phone: FieldDef = { name: 'phone', type: 'phone', label: '手机号' };

const formAccepts = (value: string): boolean => {
  const patterns = rulesOf(phone).flatMap((r) => (typeof r === 'object' && 'pattern' in r && r.pattern ? [r.pattern] : []));
  expect(patterns).toHaveLength(1);
  return patterns.every((p) => p.test(value));
};

const serverAccepts = (value: string): boolean => checkField(phone, value, true).ok;

describe('the phone rule, in the form and on the server', () => {
  const accepted = ['13812345678', '19912345678', '0755-12345678', '075512345678', '010-1234567', '0755-12345678-801'];
  const refused = ['+1 555-0100', '12812345678', '1381234567', '138123456789', '555-0100', '0755 12345678', '+8613812345678', 'abc'];

  it.each(accepted)('accepts %s in both', (value) => {
    expect(formAccepts(value)).toBe(true);
    expect(serverAccepts(value)).toBe(true);
  });

  it.each(refused)('refuses %s in both', (value) => {
    expect(formAccepts(value)).toBe(false);
    expect(serverAccepts(value)).toBe(false);
  });
});
