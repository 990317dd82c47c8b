import { sql, type Kysely } from 'kysely';

/**
 * 站内信 on the generic CRUD path (issue 17). 站内信管理: the notices are edited, revoked and
 * resent through it, which keeps `created_by` on every record and a history in `<table>_event`;
 * the list's title search has its index. Existing messages get their sender as creator.
 * 我的站内信: two read-only views the declared lists read, each narrowed to the caller by the
 * server's row scope — `message_inbox`, one row per receipt still in an inbox (not deleted by its
 * recipient, message not revoked) with the message's id and text, in the order of the receipts'
 * box index (recipient, delivered, message); `message_outbox`, the private messages
 * their sender has not deleted, with how many recipients have read them. Both are plain joins and
 * subqueries (no dialect functions), so they read the same on PostgreSQL.
 */

type Tables = { message: { id: number; sender_id: number; created_by: number | null } };

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('message').addColumn('created_by', 'integer').execute();
  await db.withTables<Tables>().updateTable('message').set((eb) => ({ created_by: eb.ref('sender_id') })).execute();
  await db.schema
    .createTable('message_event')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('message_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('create', 'update', 'status', 'follow')`))
    .addColumn('action', 'text')
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('content', 'text')
    .addColumn('data_json', 'text')
    .addColumn('operator_id', 'integer')
    .addColumn('operator_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('message_kind_title_idx').on('message').columns(['kind', 'title']).execute();
  await db.schema.createIndex('message_event_message_idx').on('message_event').columns(['message_id', 'id']).execute();
  await db.schema.dropIndex('message_receipt_inbox_idx').ifExists().execute();
  await db.schema.createIndex('message_receipt_box_idx').on('message_receipt').columns(['recipient_id', 'deleted_at', 'delivered_at', 'message_id']).execute();
  await createInboxView(db);
  await createOutboxView(db);
}

type ViewTables = {
  message: { id: number; kind: string; sender_id: number; title: string; content: string; status: string; sender_deleted: number; sent_at: string; created_at: string; edited_at: string | null; edited_by: number | null };
  message_receipt: { id: number; message_id: number; recipient_id: number; read_at: string | null; deleted_at: string | null; delivered_at: string };
};

async function createInboxView(db: Kysely<unknown>): Promise<void> {
  const t = db.withTables<ViewTables>();
  const rows = t
    .selectFrom('message_receipt')
    .innerJoin('message', 'message.id', 'message_receipt.message_id')
    .select((eb) => [
      'message_receipt.message_id as id',
      'message_receipt.recipient_id as recipient_id',
      'message.kind as kind',
      'message.title as title',
      'message.content as content',
      'message.sender_id as sender_id',
      'message.edited_at as edited_at',
      'message.edited_by as edited_by',
      'message_receipt.delivered_at as delivered_at',
      'message_receipt.read_at as read_at',
      eb.case().when('message_receipt.read_at', 'is', null).then(0).else(1).end().as('read'),
    ])
    .where('message_receipt.deleted_at', 'is', null)
    .where('message.status', '=', 'sent');
  await db.schema.createView('message_inbox').as(rows).execute();
}

async function createOutboxView(db: Kysely<unknown>): Promise<void> {
  const rows = db
    .withTables<ViewTables>()
    .selectFrom('message')
    .select((eb) => {
      const receipts = () => eb.selectFrom('message_receipt').select((r) => r.fn.countAll<number>().as('n')).whereRef('message_receipt.message_id', '=', 'message.id');
      return [
        'message.id as id',
        'message.sender_id as sender_id',
        'message.title as title',
        'message.content as content',
        'message.status as state',
        'message.sent_at as sent_at',
        'message.created_at as created_at',
        receipts().as('recipient_count'),
        receipts().where('message_receipt.read_at', 'is not', null).as('read_count'),
      ];
    })
    .where('message.kind', '=', 'private')
    .where('message.sender_deleted', '=', 0);
  await db.schema.createView('message_outbox').as(rows).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropView('message_outbox').ifExists().execute();
  await db.schema.dropView('message_inbox').ifExists().execute();
  await db.schema.dropIndex('message_receipt_box_idx').ifExists().execute();
  await db.schema.createIndex('message_receipt_inbox_idx').on('message_receipt').columns(['recipient_id', 'deleted_at', 'delivered_at']).execute();
  await db.schema.dropTable('message_event').ifExists().execute();
  await db.schema.dropIndex('message_kind_title_idx').ifExists().execute();
  await db.schema.alterTable('message').dropColumn('created_by').execute();
}
