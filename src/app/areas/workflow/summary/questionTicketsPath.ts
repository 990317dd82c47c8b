import { tickets } from '../../../../../resources/workflow/tickets.ts';

/** 全部工单, the screen whose list endpoint takes `question_id`. */
export const ALL_TICKETS = tickets.screens.find((s) => s.name === 'ticket') ?? tickets.screens[0];

/** `/workflow/index` filtered to one problem's tickets, as the list keeps its filters in the URL. */
export const questionTicketsPath = (id: unknown): string =>
  `${ALL_TICKETS.list.path}?filters[0][field]=question_id&filters[0][operator]=eq&filters[0][value]=${encodeURIComponent(String(id))}`;
