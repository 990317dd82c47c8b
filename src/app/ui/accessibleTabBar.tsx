import type { TabsProps } from 'antd';
import type { ComponentType, Ref } from 'react';

/**
 * Moves `role="tablist"` (and its orientation) from antd's tab bar to the element that holds
 * only the tabs. antd puts the role on the whole bar, which also holds the "more tabs" button
 * shown when the tabs overflow: a tablist may own tabs only (axe: aria-required-children,
 * critical). Idempotent: React never sets those attributes again (their props do not change).
 */
export function moveTablistRole(nav: HTMLElement | null): void {
  if (nav?.getAttribute('role') !== 'tablist') return;
  const list = nav.querySelector(':scope > .ant-tabs-nav-wrap > .ant-tabs-nav-list');
  if (!list) return;
  list.setAttribute('role', 'tablist');
  list.setAttribute('aria-orientation', nav.getAttribute('aria-orientation') ?? 'horizontal');
  nav.removeAttribute('role');
  nav.removeAttribute('aria-orientation');
}

/**
 * antd Tabs' `renderTabBar` that draws antd's own tab bar with the tablist role where it
 * belongs (moveTablistRole); behaviour, keys and looks are antd's.
 */
export const renderAccessibleTabBar: NonNullable<TabsProps['renderTabBar']> = (props, DefaultTabBar) => {
  // rc-tabs' TabNavList forwards its ref to the bar's element; antd's type leaves the ref out
  const Bar = DefaultTabBar as ComponentType<typeof props & { ref: Ref<HTMLDivElement> }>;
  return <Bar {...props} ref={moveTablistRole} />;
};
