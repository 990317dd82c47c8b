import type { ComponentType } from 'react';
import { ExpressPhonesPanel } from './ExpressPhonesPanel.tsx';

/** Extra panels the schema detail page shows for a resource (a slot, keyed by resource name). */
const SHOW_PANELS: Record<string, readonly ComponentType[]> = {
  repairs: [ExpressPhonesPanel],
  requests: [ExpressPhonesPanel],
};

/** The panels of one resource's detail page, if it has any. */
export function ShowPanels({ resource }: { resource: string }) {
  const panels = SHOW_PANELS[resource] ?? [];
  return (
    <>
      {panels.map((Panel, i) => <Panel key={i} />)}
    </>
  );
}
