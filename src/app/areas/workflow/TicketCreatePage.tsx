/** TEMPORARY (being written). */
export function TicketCreatePage() {
  return null;
}
