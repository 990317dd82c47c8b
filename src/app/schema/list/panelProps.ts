import type { CrudFilter } from '@refinedev/core';

/** What a list panel is given: the list's screen and its filters (kept in the URL), and a way to set them. */
export interface ListPanelProps {
  screen: string;
  filters: readonly CrudFilter[];
  /** Replaces the list's filters and goes back to page 1. */
  setFilters: (filters: CrudFilter[]) => void;
}
