import type { FieldType } from '../../../../resources/define.ts';
import { FIELD_INPUTS } from './inputRegistry.ts';
import type { FieldRegistry } from './types.ts';
import { FIELD_VIEWS } from './viewRegistry.ts';

/**
 * Every field type's list renderer, detail renderer and form input (DESIGN.md, "Fields"), put
 * together from the two halves the app imports separately (viewRegistry.ts, inputRegistry.ts),
 * so a new FIELD_TYPES entry still does not compile until it has all three.
 */
export const FIELD_REGISTRY: FieldRegistry = Object.fromEntries(
  (Object.keys(FIELD_VIEWS) as FieldType[]).map((type) => [type, { ...FIELD_VIEWS[type], Input: FIELD_INPUTS[type] }]),
) as FieldRegistry;
