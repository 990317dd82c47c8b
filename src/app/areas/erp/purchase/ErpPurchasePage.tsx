// STUB (lead's skeleton): replaced by its owner.
export function ErpPurchasePage() {
  return null;
}
