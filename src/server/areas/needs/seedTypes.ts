import type { Insertable } from 'kysely';
import type { NeedsTables } from './tables.ts';

/** Row shapes the needs seed writes. */
export type RequestTable = NeedsTables['request'];
export type EventColumnsInsert = Omit<Insertable<NeedsTables['request_event']>, 'request_id'>;
