/**
 * The message tables' columns that only fit from antd's `md` breakpoint (768 px, where lists turn
 * into cards: useNarrowScreen) up; below it a row shows the title with its sender, time and state.
 */
export const WIDE_ONLY: ('md')[] = ['md'];
