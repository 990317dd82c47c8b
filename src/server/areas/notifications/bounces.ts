import type { Db } from '../../db/database.ts';

const REASON_CHARS = 500;

const normal = (address: string): string => address.trim().toLowerCase();

/** Flags an address as bounced (once per address; a later bounce updates the reason and time). */
export async function flagBounce(db: Db, address: string, reason: string, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  const text = reason.slice(0, REASON_CHARS);
  await db
    .insertInto('email_bounce')
    .values({ address: normal(address), reason: text, bounced_at: at })
    .onConflict((oc) => oc.column('address').doUpdateSet({ reason: text, bounced_at: at }))
    .execute();
}

/** The bounce reason of an address, or null when it is not flagged. */
export async function bounceOf(db: Db, address: string): Promise<string | null> {
  const row = await db.selectFrom('email_bounce').select('reason').where('address', '=', normal(address)).executeTakeFirst();
  return row?.reason ?? null;
}

/** Clears an address's flag; whether there was one. */
export async function clearBounce(db: Db, address: string): Promise<boolean> {
  const res = await db.deleteFrom('email_bounce').where('address', '=', normal(address)).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
