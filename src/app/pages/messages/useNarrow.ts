import { Grid } from 'antd';

/** The message tables' columns that only fit from antd's `md` breakpoint (768 px) up. */
export const WIDE_ONLY: ('md')[] = ['md'];

/**
 * Whether the screen is narrower than antd's `md` breakpoint (a phone): the message tables then
 * show only the title (with its sender, time and state beneath) and the row's buttons, stacked.
 */
export function useNarrow(): boolean {
  return Grid.useBreakpoint().md !== true;
}
