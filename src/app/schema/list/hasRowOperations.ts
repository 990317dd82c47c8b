import type { ResourceDef, ScreenDef } from '../../../../resources/define.ts';
import { actionsOf } from '../../../../resources/registry.ts';

/** Whether a screen's rows carry their own buttons: it has no detail page and something to do. */
export const hasRowOperations = (resource: ResourceDef, screen: ScreenDef): boolean =>
  !screen.show &&
  Boolean(resource.endpoints.update || (resource.endpoints.delete && screen.canDelete !== false) || actionsOf(resource, screen.name).length || resource.operations?.length);
