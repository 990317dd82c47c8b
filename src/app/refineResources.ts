import type { ResourceProps } from '@refinedev/core';
import { resources } from '../../resources/index.ts';

/**
 * refine `resources[]`, generated from the registry: one per screen (name = screen name, list and
 * show paths, label = list title, parent = its menu group). Never declared a second time.
 */
export function refineResources(): ResourceProps[] {
  return resources.flatMap((r) =>
    r.screens.map((s) => ({
      name: s.name,
      identifier: s.name,
      list: s.list.path,
      show: s.show?.path,
      meta: { label: s.list.title, parent: s.list.menu?.group, resource: r.name, canDelete: Boolean(r.endpoints.delete) },
    })),
  );
}
