import type { Plugin } from 'vite';
import type { IconName } from '../resources/define.ts';
import { MENU_GROUPS } from '../resources/menu.ts';
import { routeTable } from '../resources/registry.ts';

/** The module the app imports its icons from (src/app/shell/icons.tsx). */
export const DECLARED_ICONS_ID = 'virtual:declared-icons';
const RESOLVED_ID = `\0${DECLARED_ICONS_ID}`;

/** Every icon the declarations name: the sidebar groups' and the routes' menu places, sorted. */
export function declaredIconNames(): IconName[] {
  const names = new Set<IconName>(MENU_GROUPS.map((g) => g.icon));
  for (const route of routeTable()) if (route.menu?.icon) names.add(route.menu.icon);
  return [...names].sort();
}

/** The code of the module: each declared icon imported by name, so the bundle holds those alone. */
export function declaredIconsModule(names: readonly IconName[]): string {
  return [
    "import { createElement } from 'react';",
    `import { ${names.join(', ')} } from '@ant-design/icons';`,
    `export const ICONS = { ${names.map((n) => `${n}: createElement(${n})`).join(', ')} };`,
  ].join('\n');
}

/**
 * `virtual:declared-icons`: any icon of @ant-design/icons a declaration names (`IconName` checks
 * the name when it compiles) reaches the app, and no other; nothing lists the icons by hand.
 * The declarations are read when the build (or the dev server, or vitest) starts.
 */
export function declaredIcons(): Plugin {
  return {
    name: 'declared-icons',
    resolveId: (id) => (id === DECLARED_ICONS_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? declaredIconsModule(declaredIconNames()) : null),
  };
}
