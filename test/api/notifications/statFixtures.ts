import type { Db } from '../../../src/server/db/database.ts';
import { insertOutboxRow } from './outboxRows.ts';

/** A notification row of the statistics fixtures: what the stat query reads. */
export interface StatRow {
  created: string;
  channel: 'site' | 'email' | 'wechat' | 'sms';
  send: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped' | 'uncertain';
  receipt?: 'unknown' | 'delivered' | 'rejected' | 'failed';
  error?: string;
}

/** Writes the rows straight into the outbox. */
export async function insertStatRows(db: Db, rows: readonly StatRow[]): Promise<void> {
  for (const r of rows) await insertOutboxRow(db, { channel: r.channel, created_at: r.created, send_state: r.send, receipt_state: r.receipt ?? 'unknown', error: r.error ?? null });
}
