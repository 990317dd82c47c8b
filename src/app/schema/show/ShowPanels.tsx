import { Suspense } from 'react';
import { useAreas } from '../../AreasProvider.tsx';

/** The panels an area brings to one resource's detail page (`showPanels`, keyed by resource name), if any. */
export function ShowPanels({ resource, screen, record }: { resource: string; screen?: string; record?: Record<string, unknown> }) {
  const panels = useAreas().showPanels[resource] ?? [];
  return (
    <Suspense fallback={null}>
      {panels.map((Panel, i) => <Panel key={i} record={record} screen={screen} />)}
    </Suspense>
  );
}
