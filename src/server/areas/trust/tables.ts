/** Tables of the trust area; `Database` (src/server/db/tables.ts) extends this interface. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TrustTables {}
