import { useCustom } from '@refinedev/core';
import { Radio } from 'antd';
import { useText } from '../../locales/useText.ts';
import './ticketPanels.css';
import './ticketStatusTabs.css';
import type { ListPanelProps } from '../../schema/list/panelProps.ts';
import { countOf, filtersForTab, tabOf, TICKET_TABS, type TicketCounts, type TicketTab } from './ticketTabs.ts';

/** Where the counts by status are (section 7). */
const COUNT_PATH = '/workflow/bucket/count';

/**
 * 全部 / 待分配 / 处理中 / 已关闭 / 已超时 above 全部工单, each with its count: a tab sets the list's
 * status (and, for 已超时, due before now) filter in the URL and shows selected while the list's
 * filters are exactly it. The counts' query names the screen, so a change on it rereads them.
 * A group of radio buttons, not antd Tabs: they wrap on a phone, where Tabs hides the rest behind
 * a 更多 button inside its tablist (axe: aria-required-children).
 */
export function TicketStatusTabs({ screen, filters, setFilters }: ListPanelProps) {
  const t = useText();
  const { result } = useCustom<TicketCounts>({ url: COUNT_PATH, method: 'get', meta: { resource: screen } });
  const counts = result.data as Partial<TicketCounts> | undefined;
  const active = tabOf(filters);
  const label = (tab: TicketTab) => {
    const n = countOf(counts, tab);
    return (
      <span data-testid={`ticket-tab:${tab}`} className={tab === 'overdue' && n ? 'ticket-tab-overdue' : undefined}>
        {t(`ticketTabs.${tab}`)}
        {n === undefined ? '' : ` (${n})`}
      </span>
    );
  };
  return (
    <nav aria-label={t('ticketTabs.label')} className="ticket-status-tabs">
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={active ?? null}
        onChange={(e) => setFilters(filtersForTab(filters, e.target.value as TicketTab, new Date()))}
        options={TICKET_TABS.map((tab) => ({ value: tab, label: label(tab) }))}
      />
    </nav>
  );
}
