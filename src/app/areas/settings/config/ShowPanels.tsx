import { lazy, Suspense, type ComponentType } from 'react';
import { ExpressPhonesPanel } from './ExpressPhonesPanel.tsx';
import type { ShowPanelProps } from '../../../schema/show/showPanelProps.ts';

/** The template preview brings mustache: its own chunk, loaded by the template detail page only. */
/** The ticket's handling record, comment box and description editor: the ticket detail page's chunk. */
const TicketPanels = lazy(() => import('../../workflow/TicketPanels.tsx').then((m) => ({ default: m.TicketPanels })));

/** An outbox row's body, attempts and variables: the email detail page's chunk. */
const NotificationShowPanel = lazy(() => import('../../notifications/detail/NotificationShowPanel.tsx').then((m) => ({ default: m.NotificationShowPanel })));

const TemplatePreviewPanel = lazy(() => import('../templates/TemplatePreviewPanel.tsx').then((m) => ({ default: m.TemplatePreviewPanel })));

/** Extra panels the schema detail page shows for a resource (a slot, keyed by resource name). */
const SHOW_PANELS: Record<string, readonly ComponentType<ShowPanelProps>[]> = {
  repairs: [ExpressPhonesPanel],
  requests: [ExpressPhonesPanel],
  templates: [TemplatePreviewPanel],
  tickets: [TicketPanels],
  notifications: [NotificationShowPanel],
};

/** The panels of one resource's detail page, if it has any. */
export function ShowPanels({ resource, screen, record }: { resource: string; screen?: string; record?: Record<string, unknown> }) {
  const panels = SHOW_PANELS[resource] ?? [];
  return (
    <Suspense fallback={null}>
      {panels.map((Panel, i) => <Panel key={i} record={record} screen={screen} />)}
    </Suspense>
  );
}
