/** Tables of the trust area; `Database` (../tables.ts) extends this interface. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TrustTables {}
