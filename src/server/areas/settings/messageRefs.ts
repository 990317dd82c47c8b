import type { Handler } from 'hono';
import { sql } from 'kysely';
import { findResource, findScreen, routeTable } from '../../../../resources/registry.ts';
import { numberingOf, RECORD_NUMBER_FIELD, type RecordNumbering } from '../../../../resources/recordNumbers.ts';
import { canAccess } from '../../../domain/access.ts';
import { ok } from '../../../domain/envelope.ts';
import type { AppEnv, AuthUser, Deps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { AreaSet } from '../../engine/area.ts';
import { rowScopeOf } from '../../engine/hooks.ts';
import { columnOf, fieldByName } from '../../engine/schema.ts';
import { ApiError } from '../../errors.ts';
import { me } from '../../shared/caller.ts';

/** At most this many numbers per call (a page of messages or notifications names fewer). */
const MAX_NUMBERS = 50;

/** A record a message names, for a caller who may open it: where its detail page is. */
export interface RecordRef {
  no: string;
  resource: string;
  screen: string;
  id: number;
}

/** `?no=WX…,GD…`: 1 to 50 well-formed record numbers (400 otherwise). */
function readNumbers(raw: string | undefined): string[] {
  const numbers = [...new Set((raw ?? '').split(',').map((n) => n.trim()).filter(Boolean))];
  if (!numbers.length) throw new ApiError('BAD_REQUEST', '缺少参数 no（单号，多个用逗号分隔）');
  if (numbers.length > MAX_NUMBERS) throw new ApiError('VALIDATION_FAILED', `一次最多查询 ${MAX_NUMBERS} 个单号`);
  const bad = numbers.find((n) => !numberingOf(n));
  if (bad !== undefined) throw new ApiError('VALIDATION_FAILED', `「${bad.slice(0, 20)}」不是单号`);
  return numbers;
}

/** Whether the caller may open the numbering's detail page (the one access rule, on that route's access). */
function mayOpen(user: AuthUser, numbering: RecordNumbering): boolean {
  const show = findScreen(numbering.screen)?.screen.show;
  const route = show && routeTable().find((r) => r.path === show.path);
  return Boolean(route && canAccess({ group: user.group, permissions: user.permissions }, route.access));
}

/** The records of one numbering among `numbers`, within the caller's row scope. */
async function lookUp(areas: AreaSet, db: Db, user: AuthUser, numbering: RecordNumbering, numbers: readonly string[]): Promise<RecordRef[]> {
  const resource = findResource(numbering.resource);
  const field = resource && fieldByName(resource, RECORD_NUMBER_FIELD);
  if (!resource || !field) return [];
  const column = columnOf(field);
  const within = Object.entries(rowScopeOf(areas, resource, user)).map(([c, v]) => sql` and ${sql.ref(c)} = ${v}`);
  const found = await sql<{ id: number; no: string }>`select id, ${sql.ref(column)} as no from ${sql.table(resource.table)} where ${sql.ref(column)} in (${sql.join(numbers)})${sql.join(within, sql``)}`.execute(db);
  return found.rows.map((r) => ({ no: r.no, resource: resource.name, screen: numbering.screen, id: Number(r.id) }));
}

/**
 * GET /admin/message/refs?no=WX…,GD… → the records these numbers name that the caller may open
 * (`RecordRef[]`). A number of a record that does not exist, lies outside the caller's row
 * scope, or whose detail page the caller may not open is left out: it stays plain text, and its
 * existence is not revealed.
 */
export const refsHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const byNumbering = new Map<RecordNumbering, string[]>();
  for (const no of readNumbers(c.req.query('no'))) {
    const numbering = numberingOf(no);
    if (numbering && mayOpen(user, numbering)) byNumbering.set(numbering, [...(byNumbering.get(numbering) ?? []), no]);
  }
  const refs: RecordRef[] = [];
  for (const [numbering, numbers] of byNumbering) refs.push(...(await lookUp(deps.areas, deps.db, user, numbering, numbers)));
  return c.json(ok(refs));
};
