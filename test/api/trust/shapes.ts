import type { ResourceDef } from '../../../resources/define.ts';
import type { Db } from '../../../src/server/db/database.ts';
import { handlerAccounts } from '../../../src/server/areas/workflow/handlerAccounts.ts';
import { formOfType } from '../../../src/server/areas/workflow/ticketRules.ts';

/**
 * What a declaration cannot say about a valid body, read from the template's data: a ticket's
 * extra fields follow its type's form (the generated bodies use a type with no required extra
 * field and leave the extra fields, attachments and link out), its handler and a type's default
 * handler are accounts that may handle tickets, a ticket's handler changes only by 转派, and a
 * type's form is a list of field definitions (left out).
 */
export interface BodyShapes {
  /** An enabled ticket type whose form requires nothing. */
  ticketTypeId: number | null;
  /** Accounts a ticket can be given to. */
  handlerIds: number[];
}

export async function loadShapes(db: Db): Promise<BodyShapes> {
  const types = await db.selectFrom('workflow_type').selectAll().where('enabled', '=', 1).orderBy('id').execute();
  const plain = types.find((t) => formOfType(t).every((f) => !f.required));
  return { ticketTypeId: plain?.id ?? null, handlerIds: (await handlerAccounts(db)).map((a) => a.id) };
}

type Body = Record<string, unknown>;

const without = (b: Body, keys: readonly string[]): Body => Object.fromEntries(Object.entries(b).filter(([k]) => !keys.includes(k)));
const handlerOf = (s: BodyShapes, v: unknown): number | undefined => (s.handlerIds.length ? s.handlerIds[Math.abs(Number(v) || 0) % s.handlerIds.length] : undefined);

/** A generated body made valid where the declaration cannot say how (see `BodyShapes`). */
export function fitBody(r: ResourceDef, kind: 'create' | 'update' | 'action', b: Body, s: BodyShapes | undefined): Body {
  if (!s) return b;
  if (r.name === 'tickets') {
    if (kind === 'create') {
      const out = without(b, ['extra_json', 'attachments', 'link_kind', 'link_no', 'handler_id']);
      return { ...out, ...(s.ticketTypeId ? { type_id: s.ticketTypeId } : {}), ...('handler_id' in b ? { handler_id: handlerOf(s, b.handler_id) } : {}) };
    }
    if (kind === 'update') return without(b, ['extra_json', 'attachments', 'link_kind', 'link_no', 'handler_id', 'type_id']);
    if ('handler_id' in b) return { ...b, handler_id: handlerOf(s, b.handler_id) };
    return b;
  }
  if (r.name === 'ticketTypes') {
    const out = without(b, ['form_json']);
    return 'default_handler_id' in b && b.default_handler_id !== null ? { ...out, default_handler_id: handlerOf(s, b.default_handler_id) } : out;
  }
  return b;
}
