// STUB (lead's skeleton): replaced by its owner.
export function DeviceFilePage() {
  return null;
}
