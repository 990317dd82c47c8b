import { sql, type RawBuilder } from 'kysely';
import type { ResourceDef } from '../../../../resources/define.ts';
import { findResource, screenOfRecord } from '../../../../resources/registry.ts';
import { TICKET_LINK_KINDS } from '../../../../resources/workflow/ticketStates.ts';
import type { AuthUser } from '../../authUser.ts';
import type { Db } from '../../db/database.ts';
import type { AreaSet } from '../../engine/area.ts';
import { columnOf, fieldByName } from '../../engine/schema.ts';
import { reachOf } from './fileReach.ts';
import type { FileEntry, FileSection, SectionKey } from '../../../domain/deviceFile.ts';

export type { FileEntry, FileSection, SectionKey } from '../../../domain/deviceFile.ts';

/** The most entries a section lists (newest first); `total` says how many there are. */
export const SECTION_SIZE = 50;



/** How a section finds its rows and words them. */
interface SectionSpec {
  key: SectionKey;
  resource: string;
  /** The field whose label is the entry's state. */
  stateField: string;
  /** The rows of the serial (`numbers`: the repair, request and exchange numbers of the serial, for tickets linked to them). */
  match: (serial: string, numbers: readonly string[]) => RawBuilder<unknown>;
  /** Columns read besides id, no, the state, created_at and the screens' fixed keys. */
  extra: readonly string[];
  note: (row: Record<string, unknown>, serial: string) => string;
}

const ref = sql.ref;
const SERIAL_KIND = TICKET_LINK_KINDS.find((k) => k.value === 'serial')?.value ?? 'serial';

/** The sections of the device file after its sale, in the page's order. */
export const SECTIONS: readonly SectionSpec[] = [
  { key: 'repairs', resource: 'repairs', stateField: 'status', match: (s) => sql`${ref('serial')} = ${s}`, extra: ['model'], note: (r) => String(r.model ?? '') },
  { key: 'requests', resource: 'requests', stateField: 'status', match: (s) => sql`${ref('serial')} = ${s}`, extra: ['model'], note: (r) => String(r.model ?? '') },
  {
    key: 'exchanges',
    resource: 'exchanges',
    stateField: 'status',
    match: (s) => sql`(${ref('old_serial')} = ${s} or ${ref('new_serial')} = ${s})`,
    extra: ['old_serial', 'new_serial'],
    note: (r, s) => (r.old_serial === s ? `换出（新序列号 ${String(r.new_serial ?? '未定')}）` : `换入（原序列号 ${String(r.old_serial)}）`),
  },
  {
    key: 'tickets',
    resource: 'tickets',
    stateField: 'status',
    match: (s, numbers) =>
      numbers.length
        ? sql`((${ref('link_kind')} = ${SERIAL_KIND} and ${ref('link_no')} = ${s}) or (${ref('link_kind')} <> ${SERIAL_KIND} and ${ref('link_no')} in (${sql.join(numbers)})))`
        : sql`(${ref('link_kind')} = ${SERIAL_KIND} and ${ref('link_no')} = ${s})`,
    extra: ['title', 'link_kind', 'link_no'],
    note: (r) => String(r.title ?? ''),
  },
  {
    key: 'activeLogs',
    resource: 'deviceActiveLogs',
    stateField: 'result',
    match: (s) => sql`${ref('serial')} = ${s}`,
    extra: ['device_code', 'channel'],
    note: (r) => `设备码 ${String(r.device_code ?? '')}`,
  },
];

/** The repair, request and exchange numbers of a serial: a ticket linked to one of them is the serial's too. */
export async function numbersOfSerial(db: Db, serial: string): Promise<string[]> {
  const numbered = SECTIONS.filter((s) => s.key === 'repairs' || s.key === 'requests' || s.key === 'exchanges');
  const selects = numbered.flatMap((spec) => {
    const resource = findResource(spec.resource);
    return resource ? [sql`select ${ref('no')} as no from ${sql.table(resource.table)} where ${spec.match(serial, [])}`] : [];
  });
  const found = await sql<{ no: string }>`${sql.join(selects, sql` union `)}`.execute(db);
  return found.rows.map((r) => String(r.no));
}

/** The detail page of a row: its screen's (by its fixed values), or the list filtered to the serial. */
function pathOf(resource: ResourceDef, row: Record<string, unknown>, serial: string): string {
  const screen = screenOfRecord(resource, row) ?? resource.screens[0];
  if (screen?.show) return screen.show.path.replace(':id', encodeURIComponent(String(row.id)));
  const filter = `filters[0][field]=serial&filters[0][operator]=startswith&filters[0][value]=${encodeURIComponent(serial)}`;
  return `${screen?.list.path ?? '/'}?${filter}`;
}

/** One section for a caller: null when no list of its resource is open to them (the section is left out). */
export async function readSection(db: Db, areas: AreaSet, user: AuthUser, spec: SectionSpec, serial: string, numbers: readonly string[]): Promise<FileSection | null> {
  const resource = findResource(spec.resource);
  if (!resource) return null;
  const reach = reachOf(areas, resource, user);
  if (!reach) return null;
  const column = (name: string): string => {
    const f = fieldByName(resource, name);
    return f ? columnOf(f) : name;
  };
  const hasNo = !!fieldByName(resource, 'no');
  const fixedKeys = [...new Set(resource.screens.flatMap((s) => Object.keys(s.fixed ?? {})))];
  const names = [...new Set(['id', ...(hasNo ? ['no'] : []), spec.stateField, 'created_at', ...fixedKeys, ...spec.extra])];
  const where = sql`${spec.match(serial, numbers)} and ${reach.where}`;
  const table = sql.table(resource.table);
  const columns = sql.join(names.map((n) => sql`${ref(column(n))} as ${ref(n)}`));
  const [rows, count] = await Promise.all([
    sql<Record<string, unknown>>`select ${columns} from ${table} where ${where} order by ${ref(column('created_at'))} desc, ${ref('id')} desc limit ${SECTION_SIZE}`.execute(db),
    sql<{ n: number | string }>`select count(*) as n from ${table} where ${where}`.execute(db),
  ]);
  const options = fieldByName(resource, spec.stateField)?.options ?? [];
  const list = rows.rows.map((row): FileEntry => {
    const state = String(row[spec.stateField] ?? '');
    const option = options.find((o) => String(o.value) === state);
    return {
      id: Number(row.id),
      no: hasNo ? String(row.no) : null,
      state,
      state_label: option?.label ?? state,
      ...(option?.color ? { state_color: option.color } : {}),
      note: spec.note(row, serial),
      created_at: String(row.created_at),
      path: pathOf(resource, row, serial),
    };
  });
  return { total: Number(count.rows[0]?.n ?? 0), list };
}
