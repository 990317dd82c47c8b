import { lazy, Suspense, type ComponentType } from 'react';
import { ExpressPhonesPanel } from './ExpressPhonesPanel.tsx';

/** What a detail-page panel is given: the record on screen (undefined while it loads). */
export interface ShowPanelProps {
  record?: Record<string, unknown>;
}

/** The template preview brings mustache: its own chunk, loaded by the template detail page only. */
const TemplatePreviewPanel = lazy(() => import('../templates/TemplatePreviewPanel.tsx').then((m) => ({ default: m.TemplatePreviewPanel })));

/** Extra panels the schema detail page shows for a resource (a slot, keyed by resource name). */
const SHOW_PANELS: Record<string, readonly ComponentType<ShowPanelProps>[]> = {
  repairs: [ExpressPhonesPanel],
  requests: [ExpressPhonesPanel],
  templates: [TemplatePreviewPanel],
};

/** The panels of one resource's detail page, if it has any. */
export function ShowPanels({ resource, record }: { resource: string; record?: Record<string, unknown> }) {
  const panels = SHOW_PANELS[resource] ?? [];
  return (
    <Suspense fallback={null}>
      {panels.map((Panel, i) => <Panel key={i} record={record} />)}
    </Suspense>
  );
}
