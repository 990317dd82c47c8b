import type { CrudFilter } from '@refinedev/core';
import type { Row } from '../row.ts';

/** What a list panel is given: the list's screen and its filters (kept in the URL), and a way to set them. */
export interface ListPanelProps {
  screen: string;
  filters: readonly CrudFilter[];
  /** Replaces the list's filters and goes back to page 1. */
  setFilters: (filters: CrudFilter[]) => void;
}

/** What a selection tool (`ScreenDef.selectionTools`) is given: the list's screen, its selected rows (as listed), and a way to clear the selection. */
export interface SelectionToolProps {
  screen: string;
  selected: readonly Row[];
  clear: () => void;
}
