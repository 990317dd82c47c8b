import fc from 'fast-check';
import type { FieldDef, ResourceDef } from '../../../resources/define.ts';
import type { EndpointEntry } from '../../../resources/registry.ts';
import type { TestUser } from '../../helpers/testServer.ts';
import { badAuthHeaders, deepNesting, IMPOSSIBLE_DATES, NASTY_NUMBERS, PRIVILEGED_KEYS, wrongTypeValues } from './arbitraries.ts';
import { actionBody, createBody, creatableFields, listQuery, ownActionOf, resourceOf, updateBody, updatableFields } from './bodies.ts';
import type { RecordRef, Template } from './harness.ts';

/** One generated request and what it must get. */
export interface FuzzCase {
  method: string;
  path: string;
  body?: string;
  headers: Record<string, string>;
  caller: TestUser | null;
  /** The request is broken: it must be refused with a 4xx. */
  mustFail: boolean;
  label: string;
  /** How fast-check prints the case. */
  [fc.toStringMethod]?: () => string;
}

type Body = Record<string, unknown>;

/** Example bodies of endpoints that belong to no resource (they declare no fields). */
const GROUP_EXAMPLES: Record<string, (t: Template, caller: TestUser) => Body> = {
  'account.login': () => ({ username: 'member', password: 'not-the-password' }),
  'account.profile': () => ({ nickname: '燕子', phone: '13800138000' }),
  'account.password': () => ({ oldPassword: 'demo123456', newPassword: 'Another-pass-1' }),
};

const CALLERS: TestUser[] = ['superadmin', 'admin', 'staff', 'member'];

const pathWith = (e: EndpointEntry, id: string | number): string => e.path.replace(':id', String(id));

/** How a case prints in a counterexample: short, so a 200 000-deep body does not flood the report. */
function describeCase(this: FuzzCase): string {
  return `${this.label} | ${this.caller ?? 'anonymous'} | ${this.method} ${this.path} | ${(this.body ?? '').slice(0, 300)}`;
}

const caseOf = (t: Template, e: EndpointEntry, caller: TestUser | null, path: string, body: string | undefined, mustFail: boolean, label: string, headers: Record<string, string> = {}): FuzzCase => ({
  [fc.toStringMethod]: describeCase,
  method: e.method,
  path,
  body,
  headers: { ...(caller ? { authorization: t.auth[caller] } : {}), ...headers },
  caller,
  mustFail,
  label,
});

/** The records an endpoint's `:id` can name (the caller's own account for `selfOr` endpoints). */
function targets(e: EndpointEntry, t: Template, r: ResourceDef | undefined): RecordRef[] {
  if (!e.path.includes(':id')) return [{ id: 0, version: 1, status: null }];
  if (r) return t.records[r.name]?.length ? t.records[r.name] : [{ id: 2 ** 31 - 1, version: 1, status: null }];
  return Object.values(t.adminIds).map((id) => ({ id, version: 1, status: null }));
}

type Parts = { body?: Body; query: string };

/**
 * The valid body (as an object) and query of a resource endpoint for a record. The arbitraries
 * are built once per endpoint (building one parses regexes; drawing from it is cheap); the
 * record's version and status are filled in per draw.
 */
function validParts(e: EndpointEntry, r: ResourceDef, t: Template): (rec: RecordRef) => fc.Arbitrary<Parts> {
  const own = ownActionOf(e, r);
  const noRecord: RecordRef = { id: 0, version: 0, status: null };
  const withVersion = (arb: fc.Arbitrary<Body>) => (rec: RecordRef) => arb.map((b) => ({ body: { ...b, version: rec.version }, query: '' }));
  if (own) return withVersion(actionBody(r, own, noRecord, t, false));
  switch (e.kind) {
    case 'create': {
      const arb = createBody(r, t).map((body) => ({ body, query: '' }));
      return () => arb;
    }
    case 'update':
      return withVersion(updateBody(r, noRecord, t));
    case 'delete':
      return (rec) => fc.constant({ query: `?version=${rec.version}` });
    case 'action': {
      const actions = r.status?.actions ?? [];
      if (!actions.length) return () => fc.constant({ body: {}, query: '' });
      const bodies = new Map(actions.map((a) => [a.name, actionBody(r, a, noRecord, t, true)]));
      return (rec) => {
        const fromHere = actions.filter((a) => rec.status !== null && a.from.includes(rec.status));
        return fc.constantFrom(...(fromHere.length ? fromHere : actions)).chain((a) => bodies.get(a.name) as fc.Arbitrary<Body>).map((b) => ({ body: { ...b, version: rec.version }, query: '' }));
      };
    }
    case 'follow': {
      const arb = fc.constantFrom('已电话联系客户', "客户说：'明天寄出' 50%_off", '𠮷野家\u202e反转', '１２３\r\n换行').map((content) => ({ body: { content }, query: '' }));
      return () => arb;
    }
    case 'list': {
      const arb = listQuery(r, t).map((query) => ({ query }));
      return () => arb;
    }
    default:
      return () => fc.constant({ query: '' });
  }
}

const validCases = new Map<string, fc.Arbitrary<FuzzCase>>();

/**
 * Valid requests of an endpoint: resource endpoints get bodies and queries generated from their
 * declarations; endpoints of no resource get their example body (or `{}`).
 */
export function validCase(e: EndpointEntry, t: Template): fc.Arbitrary<FuzzCase> {
  const cached = validCases.get(e.key);
  if (cached) return cached;
  const r = resourceOf(e);
  const caller = fc.oneof({ weight: 4, arbitrary: fc.constant<TestUser>('superadmin') }, { weight: 2, arbitrary: fc.constantFrom(...CALLERS) });
  const recs = targets(e, t, r);
  const parts = r ? validParts(e, r, t) : null;
  const arb = fc.tuple(caller, fc.constantFrom(...recs)).chain(([who, rec]) => {
    const id = e.selfOr ? t.adminIds[who] : rec.id;
    if (!r || !parts) {
      const body = e.method === 'GET' || e.method === 'DELETE' ? undefined : JSON.stringify(GROUP_EXAMPLES[e.key]?.(t, who) ?? {});
      return fc.constant(caseOf(t, e, who, pathWith(e, id), body, false, 'example'));
    }
    return parts(rec).map(({ body, query }) => caseOf(t, e, who, pathWith(e, id) + query, body === undefined ? undefined : JSON.stringify(body), false, 'valid'));
  });
  validCases.set(e.key, arb);
  return arb;
}

/** Raw JSON pieces spliced into a body after JSON.stringify (numbers like 1e309, keys like __proto__, deep nesting). */
const RAW = (i: number): string => `__RAW_${i}__`;
function splice(body: Body, raws: string[]): string {
  let text = JSON.stringify(body);
  raws.forEach((raw, i) => {
    text = text.replace(`"${RAW(i)}"`, raw);
  });
  return text;
}

const numericTypes = new Set(['number', 'money', 'id', 'reference']);

/** Whether a raw number text is out of what a field accepts. */
function numberBreaks(f: FieldDef, raw: string): boolean {
  if (f.type === 'json') return false;
  if (!numericTypes.has(f.type)) return true;
  const n = Number(raw);
  if (!Number.isFinite(n)) return true;
  const integer = f.type !== 'number' || f.integer === true;
  if (integer && !Number.isInteger(n)) return true;
  const min = f.min ?? (f.type === 'number' ? undefined : f.type === 'money' ? 0 : 1);
  const max = f.max ?? (f.type === 'id' || f.type === 'reference' ? 2 ** 31 - 1 : undefined);
  return (min !== undefined && n < min) || (max !== undefined && n > max) || n > Number.MAX_SAFE_INTEGER;
}

/** How a valid body is broken; each returns the raw body text, or null when it does not apply. */
type Breaker = (body: Body, fields: FieldDef[], pick: number, partial: boolean) => string | null;

const inBody = (fields: FieldDef[]): FieldDef[] => fields.filter((f) => f.type !== 'json');
const nth = <T>(xs: T[], i: number): T | undefined => (xs.length ? xs[i % xs.length] : undefined);

export const BREAKERS: Record<string, Breaker> = {
  wrongType: (b, fs, i) => {
    const f = nth(inBody(fs).filter((x) => wrongTypeValues(x).length), i);
    return f ? JSON.stringify({ ...b, [f.name]: nth(wrongTypeValues(f), i) }) : null;
  },
  missingRequired: (b, fs, i, partial) => {
    const f = partial ? undefined : nth(fs.filter((x) => x.required && x.name in b), i);
    if (!f) return null;
    const { [f.name]: _gone, ...rest } = b;
    return JSON.stringify(rest);
  },
  emptyRequired: (b, fs, i) => {
    const f = nth(fs.filter((x) => x.required && x.type !== 'boolean' && x.type !== 'json'), i);
    return f ? JSON.stringify({ ...b, [f.name]: nth(['', '   ', null], i) }) : null;
  },
  extraKey: (b, _fs, i) => JSON.stringify({ ...b, [nth(['hacker', 'isAdmin', 'x-y', '字段', 'password_hash'], i) ?? 'x']: true }),
  protoKey: (b, fs, i) => {
    const key = nth(['__proto__', 'constructor', 'prototype'], i) ?? '__proto__';
    const f = nth(fs, i);
    if (i % 2 === 0 || !f) return `{"${key}":{"isAdmin":true},${JSON.stringify(b).slice(1)}`.replace(',}', '}');
    return splice({ ...b, [f.name]: RAW(0) }, [`{"${key}":{"polluted":1}}`]);
  },
  privilegedKey: (b, fs, i) => {
    const writable = new Set(fs.map((f) => f.name));
    const key = nth(PRIVILEGED_KEYS.filter((k) => !writable.has(k)), i);
    return key ? JSON.stringify({ ...b, [key]: nth([512, ['manage_admin_account'], 1, 'superadmin'], i) }) : null;
  },
  nulInText: (b, fs, i) => {
    const f = nth(inBody(fs).filter((x) => !numericTypes.has(x.type) && x.type !== 'boolean' && x.type !== 'enum' && x.type !== 'tags'), i);
    return f ? JSON.stringify({ ...b, [f.name]: nth(['\u0000', '甲\u0000乙', 'SUP\u0000'], i) }) : null;
  },
  nastyNumber: (b, fs, i) => {
    const options = fs.flatMap((f) => NASTY_NUMBERS.filter((n) => numberBreaks(f, n)).map((n) => ({ f, n })));
    const o = nth(options, i);
    return o ? splice({ ...b, [o.f.name]: RAW(0) }, [o.n]) : null;
  },
  impossibleDate: (b, fs, i) => {
    const f = nth(fs.filter((x) => x.type === 'date' || x.type === 'datetime'), i);
    return f ? JSON.stringify({ ...b, [f.name]: nth(IMPOSSIBLE_DATES, i) }) : null;
  },
  tooLong: (b, fs, i) => {
    const f = nth(fs.filter((x) => x.maxLength !== undefined && ['text', 'textarea', 'html', 'image', 'file'].includes(x.type)), i);
    return f ? JSON.stringify({ ...b, [f.name]: `长${'𠮷'.repeat(f.maxLength ?? 0)}` }) : null;
  },
  deepNesting: (b, fs, i) => {
    const f = nth(inBody(fs), i);
    const depth = nth([64, 5_000, 200_000], i) ?? 64;
    return splice({ ...b, [f?.name ?? 'nested']: RAW(0) }, [deepNesting(depth)]);
  },
  notAnObject: (_b, _fs, i) => nth(['[]', 'null', '42', '"text"', '{', '{"a":NaN}', 'NaN', '\u0000', '{"a":1,}', 'true', "{'a':1}", '[{"__proto__":{}}]'], i) ?? '[]',
  staleVersion: (b, _fs, i) => ('version' in b ? splice({ ...b, version: RAW(0) }, [nth([String(Number(b.version) + 1), '0', '-1', '"abc"', '1.5', 'null', '1e309', '9007199254740993'], i) ?? '0']) : null),
};

const BROKEN_IDS = ['-1', '0', '99999999999999999999', '..%2F', '..%2F..%2Faccount%2Fadmin%2Fcheck', '1.5', 'abc', '%00', '1e3', '0x10', '%EF%BC%92', '%20 1', String(2 ** 31), "1'%20OR%20'1'%3D'1"];

/** Broken list queries that must be refused. */
function brokenListQueries(r: ResourceDef): string[] {
  const notSortable = r.fields.find((f) => !f.ui?.sortable && `-${f.name}` !== r.defaultSort && f.name !== r.defaultSort);
  const enumFilter = r.fields.find((f) => f.ui?.filter && f.type === 'enum');
  const rangeFilter = r.fields.find((f) => f.ui?.filter === 'range');
  const numberFilter = r.fields.find((f) => f.ui?.filter === 'eq' && numericTypes.has(f.type));
  return [
    '?pageSize=100000',
    '?pageSize=0',
    '?pageSize=-5',
    '?page=-1',
    '?page=abc',
    '?page=1e3',
    `?sort=${notSortable ? notSortable.name : 'no_such_column'}`,
    '?sort=no_such_column',
    '?sort=id%3Bdrop%20table%20admin',
    '?sort=-(select%201)',
    ...(enumFilter ? [`?${enumFilter.name}=no-such-value`, `?${enumFilter.name}=%27%20OR%201%3D1--`] : []),
    '?q=%00',
    ...(numberFilter ? [`?${numberFilter.name}=1.5`, `?${numberFilter.name}=99999999999999999999`] : []),
    ...(rangeFilter ? [`?${rangeFilter.name}=2026-02-30,2026-03-01`, `?${rangeFilter.name}=a,b,c`, `?${rangeFilter.name}=%E6%98%8E%E5%A4%A9`] : []),
    ...[...new Set(r.screens.flatMap((s) => Object.keys(s.fixed ?? {})))].map((k) => `?${k}=999`),
  ];
}

/** The fields a body-taking resource endpoint declares, and whether a broken body must be refused. */
function bodyFieldsOf(e: EndpointEntry, r: ResourceDef): FieldDef[] | null {
  const own = ownActionOf(e, r);
  if (own) return [...(own.fields ?? [])];
  switch (e.kind) {
    case 'create':
      return creatableFields(r);
    case 'update':
      return updatableFields(r);
    case 'action':
      return (r.status?.actions ?? []).flatMap((a) => a.fields ?? []);
    case 'follow':
      return [{ name: 'content', type: 'textarea', label: '跟进内容', required: true, maxLength: 1000 }];
    default:
      return null;
  }
}

/**
 * Broken requests of an endpoint: bad Authorization headers, broken ids, broken list queries,
 * broken bodies (one breaker applied to a valid body), form-encoded writes.
 */
export function brokenCase(e: EndpointEntry, t: Template): fc.Arbitrary<FuzzCase> {
  const r = resourceOf(e);
  const isPublic = e.access.public === true;
  const hasBody = e.method === 'POST' || e.method === 'PUT';
  const kinds: fc.Arbitrary<FuzzCase>[] = [];
  const base = validCase(e, t).map((c) => ({ ...c, caller: 'superadmin' as TestUser, headers: { ...c.headers, authorization: t.auth.superadmin } }));

  kinds.push(fc.tuple(base, fc.constantFrom(...badAuthHeaders(t.tokens))).map(([c, header]) => ({ ...c, caller: null, headers: { ...c.headers, authorization: header }, mustFail: !isPublic, label: `bad auth ${header.slice(0, 40)}` })));
  if (!isPublic) kinds.push(base.map((c) => ({ ...c, caller: null, headers: {}, mustFail: true, label: 'anonymous' })));

  if (e.path.includes(':id')) {
    kinds.push(fc.tuple(base, fc.constantFrom(...BROKEN_IDS)).map(([c, id]) => ({ ...c, path: `${pathWith(e, id)}${c.path.includes('?') ? c.path.slice(c.path.indexOf('?')) : ''}`, mustFail: true, label: `bad id ${id}` })));
    if (e.selfOr) {
      kinds.push(base.map((c) => ({ ...c, caller: 'staff' as TestUser, headers: { ...c.headers, authorization: t.auth.staff }, path: pathWith(e, t.adminIds.admin), mustFail: true, label: "someone else's account" })));
    } else if (r) {
      kinds.push(base.map((c) => ({ ...c, path: c.path.replace(/\/\d+(?=\/|\?|$)/, `/${2 ** 31 - 1}`), mustFail: true, label: 'no such record' })));
    }
  }

  if (r && e.kind === 'list') {
    kinds.push(fc.tuple(base, fc.constantFrom(...brokenListQueries(r))).map(([c, q]) => ({ ...c, path: pathWith(e, 0) + q, mustFail: true, label: `bad query ${q}` })));
  }

  if (hasBody) {
    const fields = r ? bodyFieldsOf(e, r) : null;
    const names = Object.keys(BREAKERS).filter((n) => fields !== null || ['extraKey', 'protoKey', 'privilegedKey', 'deepNesting', 'notAnObject'].includes(n));
    kinds.push(
      fc.tuple(base, fc.constantFrom(...names), fc.nat(1000)).map(([c, name, pick]) => {
        const body = c.body ? (JSON.parse(c.body) as Body) : {};
        const named = r && e.kind === 'action' && !ownActionOf(e, r) ? r.status?.actions.find((a) => a.name === body.action) : undefined;
        const text = BREAKERS[name](body, named ? [...(named.fields ?? [])] : fields ?? [], pick, e.kind === 'update');
        if (text === null) return { ...c, body: BREAKERS.extraKey(body, [], pick, false) ?? '{}', mustFail: fields !== null, label: 'extraKey (fallback)' };
        return { ...c, body: text, mustFail: fields !== null, label: name };
      }),
    );
    kinds.push(base.map((c) => ({ ...c, body: 'fault=x&version=1', headers: { ...c.headers, 'content-type': 'application/x-www-form-urlencoded' }, mustFail: true, label: 'form-encoded' })));
  }
  return fc.oneof(...kinds);
}
