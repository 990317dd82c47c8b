import type { ResourceDef } from '../../../resources/define.ts';
import type { Db } from '../../../src/server/db/database.ts';
import { DEMO_ACCOUNTS } from '../../../src/server/db/accounts.ts';
import { handlerAccounts } from '../../../src/server/areas/workflow/handlerAccounts.ts';
import { formOfType } from '../../../src/server/areas/workflow/ticketRules.ts';

/**
 * What a declaration cannot say about a valid body, read from the template's data: a ticket's
 * extra fields follow its type's form (the generated bodies use a type with no required extra
 * field and leave the extra fields, attachments and link out), its handler and a type's default
 * handler are accounts that may handle tickets, a ticket's handler changes only by 转派, a
 * type's form is a list of field definitions (left out), a config item's value follows its type,
 * a 站内信 has recipients, enabled and other than its sender, and an order's lines buy models that exist.
 */
export interface BodyShapes {
  /** An enabled ticket type whose form requires nothing. */
  ticketTypeId: number | null;
  /** Accounts a ticket can be given to. */
  handlerIds: number[];
  /** Enabled accounts that are none of the test callers: a 站内信 goes to others only, and to enabled accounts. */
  recipientIds: number[];
  /** The product models an order's lines may buy. */
  productIds: number[];
}

export async function loadShapes(db: Db): Promise<BodyShapes> {
  const types = await db.selectFrom('workflow_type').selectAll().where('enabled', '=', 1).orderBy('id').execute();
  const plain = types.find((t) => formOfType(t).every((f) => !f.required));
  const callers = DEMO_ACCOUNTS.map((a) => a.username);
  const recipients = await db.selectFrom('admin').select('id').where('status', '=', 1).where('username', 'not in', callers).orderBy('id').execute();
  const products = await db.selectFrom('product_model').select('id').orderBy('id').execute();
  return { ticketTypeId: plain?.id ?? null, handlerIds: (await handlerAccounts(db)).map((a) => a.id), recipientIds: recipients.map((a) => a.id), productIds: products.map((p) => p.id) };
}

type Body = Record<string, unknown>;

const without = (b: Body, keys: readonly string[]): Body => Object.fromEntries(Object.entries(b).filter(([k]) => !keys.includes(k)));
/** One of `ids`, chosen by a generated value (so the choice still varies with the generator's seed). */
const pickFrom = (ids: readonly number[], v: unknown): number | undefined => (ids.length ? ids[Math.abs(Number(v) || 0) % ids.length] : undefined);
const handlerOf = (s: BodyShapes, v: unknown): number | undefined => pickFrom(s.handlerIds, v);

/**
 * A config item's value as its type takes it, made from whatever value was generated, and a
 * secret never public (configHooks.ts). An update that names neither the type nor the value
 * leaves `is_public: true` out: the record may be a secret. Without this, 6 in 7 generated
 * config bodies were refused, and 20 runs on PostgreSQL could hold no valid create at all.
 */
function fitConfig(b: Body): Body {
  if (!('type' in b) && !('value' in b)) return b.is_public === true ? without(b, ['is_public']) : b;
  const type = typeof b.type === 'string' ? b.type : 'string';
  const v = b.value;
  const text = typeof v === 'string' && v !== '' ? v : JSON.stringify(v ?? '值');
  const value = type === 'number' ? (typeof v === 'number' ? v : text.length) : type === 'boolean' ? (typeof v === 'boolean' ? v : text.length % 2 === 0) : type === 'json' ? (v ?? {}) : text;
  return { ...b, type, value, ...(type === 'secret' && b.is_public === true ? { is_public: false } : {}) };
}

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
  if (r.name === 'config') return fitConfig(b);
  // a knowledge base's overlap must stay under half its maximum length (resources/intelligence/knowledgeBases.ts):
  // under half the smallest maximum when the body does not set one, none when it sets only the maximum
  if (r.name === 'aiKnowledgeBases' && ('overlap' in b || 'max_length' in b)) {
    const max = typeof b.max_length === 'number' ? b.max_length : 50;
    const overlap = typeof b.overlap === 'number' ? b.overlap : 0;
    return { ...b, overlap: Math.max(0, Math.min(overlap, Math.floor((max - 1) / 2))) };
  }
  // a library folder or file sits in a folder that exists (src/server/areas/oss/hooks.ts): the top, 0
  if (r.name === 'ossFolders' && 'parent_id' in b) return { ...b, parent_id: 0 };
  if (r.name === 'ossFiles' && 'folder_id' in b) return { ...b, folder_id: 0 };
  // a rule's keywords and replies have shapes of their own (src/domain/replyRules.ts): a generated body
  // gets one text reply; a create is a keyword rule whose one keyword is its name (unique like it),
  // an update leaves the keywords (no two rules share one) as they are
  if (r.name === 'replyRules') {
    const out = { ...without(b, ['keywords', 'kind']), ...('replies' in b || kind === 'create' ? { replies: [{ kind: 'text', text: '您好，请问有什么可以帮您？' }] } : {}) };
    if (kind !== 'create') return out;
    const word = [...String(b.name ?? '规则')].filter((c) => c.trim() !== '').slice(0, 30).join('') || '规则';
    return { ...out, kind: 'keyword', keywords: [{ word, match: 'exact' }] };
  }
  // an order's lines have a shape of their own (src/domain/erp/purchaseLines.ts): one line of a model that exists, its
  // quantity, price and discount made from the generated value; attachments (files of the library) are left out
  if (r.name === 'erpPurchases') {
    const out = without(b, ['attachments']);
    if (!('lines' in b) && kind !== 'create') return out;
    const n = Math.abs(JSON.stringify(b.lines ?? null).length);
    const product = pickFrom(s.productIds, n);
    return product === undefined ? out : { ...out, lines: [{ product_id: product, quantity: 1 + (n % 5), unit_price: 100 * (1 + (n % 5000)), discount_rate: n % 10 }] };
  }
  // the declaration leaves `recipients` optional (the form has its own picker); messageRepo.ts requires 1+ enabled others
  if (r.name === 'notices' && kind === 'create' && s.recipientIds.length) {
    const picked = (Array.isArray(b.recipients) ? b.recipients : [0]).map((v) => pickFrom(s.recipientIds, v));
    return { ...b, recipients: [...new Set(picked)] };
  }
  return b;
}

/**
 * Records a save may change only in some states, which no status machine declares (the hooks
 * refuse the others with 409): an order is edited or deleted only as a 草稿. The suites that save
 * a record take these first.
 */
export const EDITABLE_IN: Readonly<Record<string, { column: string; values: readonly string[] }>> = {
  erpPurchases: { column: 'state', values: ['draft'] },
};
