import type { FieldDef } from '../../../../resources/define.ts';
import { endpointTable, findResource, type EndpointEntry } from '../../../../resources/registry.ts';

/** One option of an options endpoint (src/server/engine/options.ts): the id, its name and the name's pinyin initials. */
export interface ReferenceOption {
  value: number;
  label: string;
  /** 设备故障 → `sbgz` (computed by the server: the browser carries no pinyin dictionary). */
  initials?: string;
}

/**
 * The endpoint a reference field's select reads: the one it names (`reference.options`, an
 * `endpointTable()` key), else its target's declared `options` endpoint; undefined when it has
 * neither (the field would ask for an id: test/unit/noIdInputs.test.ts refuses that).
 */
export function optionsEndpointOf(field: FieldDef): EndpointEntry | undefined {
  const ref = field.reference;
  if (!ref || field.type !== 'reference') return undefined;
  const key = ref.options ?? (findResource(ref.resource)?.endpoints.options ? `${ref.resource}.options` : undefined);
  return key ? endpointTable().find((e) => e.key === key) : undefined;
}

const squeeze = (s: string): string => s.toLowerCase().replace(/\s+/g, '');

/**
 * Whether an option answers what was typed: its name holds the text (case and spaces aside), or
 * its pinyin initials do (`sbgz`, `sb` → 设备故障). antd Select's `filterOption`.
 */
export function optionMatches(typed: string, option: { label?: unknown; initials?: unknown } | undefined): boolean {
  const text = squeeze(typed);
  if (!text || !option) return true;
  if (squeeze(String(option.label ?? '')).includes(text)) return true;
  return typeof option.initials === 'string' && option.initials.includes(text);
}
