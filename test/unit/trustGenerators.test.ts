import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findResource } from '../../resources/registry.ts';
import { isConfigType, toStoredValue } from '../../src/server/shared/config/configValues.ts';
import { isWellFormedText } from '../../src/server/body.ts';
import { nastyText } from '../api/trust/arbitraries.ts';
import { createBody } from '../api/trust/bodies.ts';
import type { BodyShapes } from '../api/trust/shapes.ts';

/**
 * The generators of "valid" bodies that the fuzz, atomicity and race suites send: a valid body
 * the server refuses for itself turns those suites red at random (a CI run met both below).
 */

const SHAPES: BodyShapes = { ticketTypeId: null, handlerIds: [], recipientIds: [], productIds: [] };

describe('the generated valid values', () => {
  it('nastyText never cuts a surrogate pair: a cut 😀 or 𠮷 left a lone surrogate, refused as 「…」含有无法识别的字符', () => {
    let cut = 0;
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }).chain((max) => nastyText(1, max).map((s) => ({ s, max }))), ({ s, max }) => {
        if (s.length === max) cut += 1;
        expect(s.length).toBeLessThanOrEqual(max);
        expect(isWellFormedText(s), JSON.stringify(s)).toBe(true);
      }),
      { numRuns: 3000, seed: 4 },
    );
    expect(cut, 'some texts were cut to their limit').toBeGreaterThan(100);
  });

  it('a config create carries a value of its own type, and a secret is never public (configHooks)', () => {
    const config = findResource('config');
    expect(config).toBeDefined();
    const bodies = fc.sample(createBody(config!, { tableIds: {}, shapes: SHAPES }), { numRuns: 500, seed: 9 });
    const types = new Set<unknown>();
    for (const b of bodies) {
      types.add(b.type);
      expect(isConfigType(b.type), JSON.stringify(b)).toBe(true);
      if (!isConfigType(b.type)) continue;
      expect(toStoredValue(b.type, b.value).ok, JSON.stringify(b)).toBe(true);
      expect(b.type === 'secret' && b.is_public === true, JSON.stringify(b)).toBe(false);
    }
    expect([...types].sort()).toEqual(['boolean', 'json', 'number', 'secret', 'string']);
  });

  it('a 站内信 create names 1+ recipients, all of them enabled others (messageRepo.ts)', () => {
    const notices = findResource('notices');
    expect(notices).toBeDefined();
    const bodies = fc.sample(createBody(notices!, { tableIds: { admin: [1, 2, 3, 4, 5, 6] }, shapes: { ...SHAPES, recipientIds: [5, 6] } }), { numRuns: 200, seed: 3 });
    for (const b of bodies) {
      expect(Array.isArray(b.recipients) && b.recipients.length > 0, JSON.stringify(b)).toBe(true);
      expect((b.recipients as number[]).every((id) => id === 5 || id === 6), JSON.stringify(b)).toBe(true);
    }
  });
});
