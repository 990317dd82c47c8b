import type { Kysely } from 'kysely';

/**
 * Stock reservations (issue 15): `stock_item.reserved` holds the units that approved, not yet
 * sent requests and exchanges have reserved (available = quantity − reserved). Existing rows are
 * backfilled from the records approved at upgrade time: a request reserves its quantity, an
 * exchange one unit.
 */

type Tables = {
  stock_item: { id: number; reserved: number };
  request: { stock_id: number; status: string; quantity: number };
  exchange: { stock_id: number; status: string };
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stock_item').addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  const t = db.withTables<Tables>();
  await t
    .updateTable('stock_item')
    .set((eb) => ({
      reserved: eb(
        eb.fn.coalesce(
          eb.selectFrom('request').select((s) => s.fn.sum<number>('request.quantity').as('n')).whereRef('request.stock_id', '=', 'stock_item.id').where('request.status', '=', 'approved'),
          eb.lit(0),
        ),
        '+',
        eb.selectFrom('exchange').select((s) => s.fn.countAll<number>().as('n')).whereRef('exchange.stock_id', '=', 'stock_item.id').where('exchange.status', '=', 'approved'),
      ),
    }))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stock_item').dropColumn('reserved').execute();
}
