import type { Insertable } from 'kysely';
import type { Database } from '../../db/tables.ts';

/** Row shapes the needs seed writes. */
export type RequestTable = Database['request'];
export type EventColumnsInsert = Omit<Insertable<Database['request_event']>, 'request_id'>;
