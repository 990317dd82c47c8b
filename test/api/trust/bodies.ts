import fc from 'fast-check';
import type { ActionDef, FieldDef, ResourceDef } from '../../../resources/define.ts';
import { findResource, type EndpointEntry } from '../../../resources/registry.ts';
import { resources } from '../../../resources/index.ts';
import { validValue, type RefIds } from './arbitraries.ts';
import type { RecordRef, Template } from './harness.ts';
import { fitBody } from './shapes.ts';

/** Valid request bodies and queries of resource endpoints, derived from the field declarations. */

type Body = Record<string, unknown>;

/** Ids of the resource a reference field points to (or of the resource named like an id field). */
export const refIdsOf = (t: Pick<Template, 'tableIds'>): RefIds => (f: FieldDef) => {
  const target = f.reference ? findResource(f.reference.resource) : undefined;
  return target ? t.tableIds[target.table] ?? [] : [];
};

const fixedKeysOf = (r: ResourceDef): Set<string> => new Set(r.screens.flatMap((s) => Object.keys(s.fixed ?? {})));

/** A body of the given fields: required ones always, optional ones sometimes. */
function bodyOf(fields: readonly FieldDef[], refIds: RefIds, requireAll: boolean): fc.Arbitrary<Body> {
  const parts: Record<string, fc.Arbitrary<unknown>> = {};
  for (const f of fields) parts[f.name] = f.required && requireAll ? validValue(f, refIds) : fc.option(validValue(f, refIds), { nil: undefined, freq: 2 });
  return fc.record(parts).map((b) => Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined)));
}

/** Fields a create body carries (writable, not fixed by a screen). */
export const creatableFields = (r: ResourceDef): FieldDef[] => r.fields.filter((f) => !f.readOnly && !fixedKeysOf(r).has(f.name));

/** Fields an update body may carry. */
export const updatableFields = (r: ResourceDef): FieldDef[] => r.fields.filter((f) => !f.readOnly && !f.writeOnly && !f.createOnly);

/** A valid create body, with one screen's fixed values. */
export function createBody(r: ResourceDef, t: Pick<Template, 'tableIds'> & Partial<Pick<Template, 'shapes'>>): fc.Arbitrary<Body> {
  const screens = r.screens.length ? r.screens : [{ fixed: undefined }];
  return fc.tuple(bodyOf(creatableFields(r), refIdsOf(t), true), fc.constantFrom(...screens)).map(([b, s]) => fitBody(r, 'create', { ...b, ...(s.fixed ?? {}) }, t.shapes));
}

/** A valid update body for a record (its current version). */
export const updateBody = (r: ResourceDef, rec: RecordRef, t: Template): fc.Arbitrary<Body> =>
  bodyOf(updatableFields(r), refIdsOf(t), false).map((b) => ({ ...fitBody(r, 'update', b, t.shapes), version: rec.version }));

/** A valid action body: the action's fields and the record's version (`action` named unless the endpoint is the action's own). */
export function actionBody(r: ResourceDef, action: ActionDef, rec: RecordRef, t: Template, named: boolean): fc.Arbitrary<Body> {
  return bodyOf(action.fields ?? [], refIdsOf(t), true).map((b) => ({ ...fitBody(r, 'action', b, t.shapes), version: rec.version, ...(named ? { action: action.name } : {}) }));
}

/** A valid list query: page, pageSize, an allowed sort, filters by type, a search text. */
export function listQuery(r: ResourceDef, t: Template): fc.Arbitrary<string> {
  const sorts = [r.defaultSort, ...r.fields.filter((f) => f.ui?.sortable).flatMap((f) => [f.name, `-${f.name}`])];
  const filters: Record<string, fc.Arbitrary<string | undefined>> = {};
  for (const f of r.fields) {
    if (!f.ui?.filter || fixedKeysOf(r).has(f.name)) continue;
    let value: fc.Arbitrary<string>;
    if (f.ui.filter === 'range') value = fc.tuple(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }), fc.integer({ min: 0, max: 400 })).map(([d, days]) => `${d.toISOString().slice(0, 10)},${new Date(d.getTime() + days * 86_400_000).toISOString().slice(0, 10)}`);
    else if (f.ui.filter === 'in' && f.options) value = fc.subarray(f.options.map((o) => String(o.value)), { minLength: 1 }).map((v) => v.join(','));
    // a number filter compares with a whole-number column (schemaDiff.ts columnTypeOf): whole values
    else value = validValue(f.type === 'number' ? { ...f, integer: true } : f, refIdsOf(t)).map((v) => (typeof v === 'string' ? v.slice(0, 100) : String(v)));
    filters[f.name] = fc.option(value, { nil: undefined, freq: 3 });
  }
  for (const key of fixedKeysOf(r)) filters[key] = fc.option(fc.constantFrom(...r.screens.flatMap((s) => (s.fixed && key in s.fixed ? [String(s.fixed[key])] : []))), { nil: undefined });
  return fc
    .record({
      page: fc.integer({ min: 1, max: 5 }).map(String),
      pageSize: fc.integer({ min: 1, max: 100 }).map(String),
      sort: fc.constantFrom(...sorts),
      q: fc.option(fc.constantFrom('SUP', '138', '张', "%", '_', "'", '𠮷', '１２'), { nil: undefined }),
      ...filters,
    })
    .map((q) => `?${new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined)).toString()}`);
}

/** The resource of an endpoint, when it is a resource endpoint. */
export const resourceOf = (e: EndpointEntry): ResourceDef | undefined => (e.resource ? findResource(e.resource) : undefined);

/** The action an action endpoint applies, when the endpoint is an action's own path. */
export const ownActionOf = (e: EndpointEntry, r: ResourceDef): ActionDef | undefined =>
  e.kind === 'action' && e.action ? r.status?.actions.find((a) => a.name === e.action) : undefined;

/** Every resource with at least one record after the top-up (for reports). */
export const resourcesWithRecords = (t: Template): string[] => resources.filter((r) => (t.records[r.name] ?? []).length > 0).map((r) => r.name);
