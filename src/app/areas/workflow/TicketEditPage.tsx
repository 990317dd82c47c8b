/** TEMPORARY (being written). */
export function TicketEditPage() {
  return null;
}
