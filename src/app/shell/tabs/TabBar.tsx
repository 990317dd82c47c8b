import { Dropdown, Tabs, type MenuProps } from 'antd';
import type { MouseEvent } from 'react';
import { useText } from '../../locales/useText.ts';
import { renderAccessibleTabBar } from '../../ui/accessibleTabBar.tsx';
import { tabTitleOf, type Tab } from './tabModel.ts';
import { useTabs } from './TabsContext.ts';

/** Section 9: the tab context menu is exactly this wide. */
export const TAB_MENU_WIDTH_PX = 105;

/** One tab's label: right-click opens 刷新 / 关闭 / 关闭其他 / 关闭所有; middle-click closes. */
function TabLabel({ tab }: { tab: Tab }) {
  const t = useText();
  const tabs = useTabs();
  const others = tabs.state.tabs.some((x) => !x.pinned && x.key !== tab.key);
  const items: MenuProps['items'] = [
    { key: 'refresh', label: t('tabs.refresh') },
    { key: 'close', label: t('tabs.close'), disabled: tab.pinned },
    { key: 'closeOthers', label: t('tabs.closeOthers'), disabled: !others },
    { key: 'closeAll', label: t('tabs.closeAll'), disabled: !tabs.state.tabs.some((x) => !x.pinned) },
  ];
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    if (key === 'refresh') tabs.refresh(tab.key);
    if (key === 'close') tabs.close(tab.key);
    if (key === 'closeOthers') tabs.closeOthers(tab.key);
    if (key === 'closeAll') tabs.closeAll();
  };
  const onAuxClick = (e: MouseEvent) => {
    if (e.button !== 1) return;
    e.preventDefault();
    tabs.close(tab.key);
  };
  return (
    <Dropdown trigger={['contextMenu']} menu={{ items, onClick }} overlayStyle={{ width: TAB_MENU_WIDTH_PX, minWidth: TAB_MENU_WIDTH_PX }} overlayClassName="tab-context-menu">
      <span data-testid={`tab:${tab.key}`} onAuxClick={onAuxClick} onMouseDown={(e) => e.button === 1 && e.preventDefault()}>
        {tabTitleOf(tab)}
        {tabs.isDirty(tab.key) ? (
          <>
            <span aria-hidden style={{ marginLeft: 4, color: '#faad14' }}>●</span>
            <span className="sr-only">{t('tabs.unsaved')}</span>
          </>
        ) : null}
      </span>
    </Dropdown>
  );
}

/** No tab is active on a page that has none (404): antd would otherwise mark the first (首页). */
const NO_TAB = '';

/** The tab bar under the header: one tab per visited view, pinned ones without a close button. */
export function TabBar() {
  const t = useText();
  const tabs = useTabs();
  const items = tabs.state.tabs.map((tab) => ({ key: tab.key, label: <TabLabel tab={tab} />, closable: !tab.pinned }));
  return (
    <Tabs
      className="app-tabs"
      type="editable-card"
      size="small"
      hideAdd
      activeKey={tabs.state.tabs.some((x) => x.key === tabs.currentKey) ? tabs.currentKey : NO_TAB}
      items={items}
      onChange={(key) => tabs.activate(key)}
      onEdit={(key, action) => action === 'remove' && typeof key === 'string' && tabs.close(key)}
      tabBarStyle={{ margin: 0, padding: '6px 16px 0', background: '#fff' }}
      renderTabBar={renderAccessibleTabBar}
      locale={{ removeAriaLabel: t('tabs.close') }}
    />
  );
}
