import type { FieldDef, ResourceDef } from '../../../resources/define.ts';
import { resources } from '../../../resources/index.ts';
import { findResource, type EndpointEntry } from '../../../resources/registry.ts';
import type { FieldLabeler } from '../context.ts';

/**
 * The labels a message about a body's field names it by (「客户姓名」, never `customer_name`), per
 * endpoint: the endpoint's resource's fields and its actions' fields; for any endpoint, a key
 * every declaration labels alike (a hand-written endpoint's `nickname` is 「昵称」 wherever it is
 * declared); `version` and `action` by their meaning. A key declared with differing labels and
 * no resource to decide keeps its name.
 */

const COMMON: Readonly<Record<string, string>> = { version: '版本号', action: '操作' };

const fieldsOf = (r: ResourceDef): FieldDef[] => [
  ...r.fields,
  ...(r.status?.actions ?? []).flatMap((a) => [...(a.fields ?? []), ...(a.variants ?? []).flatMap((v) => v.fields ?? [])]),
];

/** Each key labelled alike by every declaration that declares it. */
function agreedLabels(): Map<string, string> {
  const seen = new Map<string, Set<string>>();
  for (const f of resources.flatMap(fieldsOf)) seen.set(f.name, (seen.get(f.name) ?? new Set()).add(f.label));
  return new Map([...seen].filter(([, labels]) => labels.size === 1).map(([name, labels]) => [name, [...labels][0]]));
}

let agreed: Map<string, string> | undefined;

/** The labeller of one endpoint's body keys. */
export function fieldLabelerOf(entry: EndpointEntry): FieldLabeler {
  const resource = entry.resource ? findResource(entry.resource) : undefined;
  const own = new Map<string, string>();
  for (const f of resource ? fieldsOf(resource) : []) if (!own.has(f.name)) own.set(f.name, f.label);
  return (key) => own.get(key) ?? COMMON[key] ?? (agreed ??= agreedLabels()).get(key);
}
