/** What a detail-page panel is given: the record on screen (undefined while it loads). */
export interface ShowPanelProps {
  record?: Record<string, unknown>;
  /** The screen the detail page is of (a panel's queries name it, so the page's refresh rereads them). */
  screen?: string;
}
