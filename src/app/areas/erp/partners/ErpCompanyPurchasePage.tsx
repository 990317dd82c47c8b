// STUB (lead's skeleton): replaced by its owner.
export function ErpCompanyPurchasePage() {
  return null;
}
