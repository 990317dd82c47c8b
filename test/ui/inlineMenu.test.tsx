import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineMenu } from '../../src/app/shell/InlineMenu.tsx';
import type { MenuNode } from '../../src/app/shell/menuItems.ts';
import { AntdHashProvider } from '../../src/app/ui/antdHash.tsx';

/** The expanded sider's menu (shell/InlineMenu.tsx): antd's inline menu markup without rc-menu. */
const nodes: MenuNode[] = [
  { key: '/dashboard', label: '首页', icon: 'dashboard', path: '/dashboard' },
  { key: 'group:production', label: '产品管理', icon: 'appstore', children: [{ key: '/production/index', label: '机型配置', path: '/production/index' }] },
  { key: 'group:repair', label: '维修管理', icon: 'tool', children: [{ key: '/repair/list', label: '普通维修', path: '/repair/list' }, { key: '/repair/quickrp', label: '快速维修', path: '/repair/quickrp' }] },
];

const show = () =>
  render(
    <AntdHashProvider>
      <InlineMenu nodes={nodes} selected="/repair/list" defaultOpen="group:repair" label={(n) => <a href={n.path}>{n.label}</a>} />
    </AntdHashProvider>,
  );

describe('InlineMenu', () => {
  it("opens the selected page's group, marks the page, and gives antd's classes and roles", () => {
    show();
    const menu = screen.getAllByRole('menu')[0];
    expect(menu).toHaveClass('ant-menu', 'ant-menu-root', 'ant-menu-inline', 'ant-menu-dark');
    expect(menu.className).toMatch(/css-/);
    const repair = screen.getByRole('menuitem', { name: '维修管理' });
    expect(repair).toHaveAttribute('aria-expanded', 'true');
    expect(repair.closest('li')).toHaveClass('ant-menu-submenu-open', 'ant-menu-submenu-selected');
    expect(screen.getByText('普通维修').closest('li')).toHaveClass('ant-menu-item-selected');
    expect(screen.getByText('普通维修').closest('li')).toHaveStyle({ paddingLeft: '48px' });
    expect(screen.queryByText('机型配置')).toBeNull();
  });

  it('opens and closes a group on click, Enter or Space; several may be open', () => {
    show();
    const production = screen.getByRole('menuitem', { name: '产品管理' });
    fireEvent.click(production);
    expect(production).toHaveAttribute('aria-expanded', 'true');
    expect(within(production.closest('li') as HTMLElement).getByText('机型配置')).toHaveAttribute('href', '/production/index');
    expect(screen.getByText('普通维修')).toBeInTheDocument();
    fireEvent.keyDown(production, { key: 'Enter' });
    expect(production).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('机型配置')).toBeNull();
    fireEvent.keyDown(screen.getByRole('menuitem', { name: '维修管理' }), { key: ' ' });
    expect(screen.queryByText('普通维修')).toBeNull();
    expect(production).toHaveAttribute('tabindex', '0');
  });
});
