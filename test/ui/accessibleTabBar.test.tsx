import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAccessibleTabBar } from '../../src/app/ui/accessibleTabBar.tsx';

const ITEMS = ['首页', '普通维修', '快速维修'].map((label) => ({ key: label, label, closable: label !== '首页' }));

function EditableTabs({ accessible }: { accessible: boolean }) {
  const [active, setActive] = useState('首页');
  return (
    <Tabs
      type="editable-card"
      hideAdd
      activeKey={active}
      items={ITEMS}
      onChange={setActive}
      renderTabBar={accessible ? renderAccessibleTabBar : undefined}
    />
  );
}

describe('renderAccessibleTabBar (src/app/ui/accessibleTabBar.tsx)', () => {
  it('antd alone puts the tablist on the whole bar, "more tabs" button included', () => {
    const { container } = render(<EditableTabs accessible={false} />);
    expect(container.querySelector('.ant-tabs-nav')).toHaveAttribute('role', 'tablist');
    expect(screen.getByRole('tablist').querySelector('.ant-tabs-nav-more')).not.toBeNull();
  });

  it('moves the tablist to the element holding only the tabs; the more button is outside it', () => {
    const { container } = render(<EditableTabs accessible />);
    const nav = container.querySelector('.ant-tabs-nav')!;
    expect(nav).not.toHaveAttribute('role');
    expect(nav).not.toHaveAttribute('aria-orientation');
    const list = screen.getByRole('tablist');
    expect(list).toHaveClass('ant-tabs-nav-list');
    expect(list).toHaveAttribute('aria-orientation', 'horizontal');
    expect(list.querySelector('.ant-tabs-nav-more')).toBeNull();
    expect(nav.querySelector('.ant-tabs-nav-more')).not.toBeNull();
    expect(screen.getAllByRole('tab', { name: /首页|普通维修|快速维修/ })).toHaveLength(3);
  });

  it('keeps antd behaviour: a click selects, and the role stays put after re-renders', () => {
    render(<EditableTabs accessible />);
    fireEvent.click(screen.getByRole('tab', { name: '快速维修' }));
    expect(screen.getByRole('tab', { name: '快速维修' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tablist')).toHaveLength(1);
    expect(screen.getByRole('tablist')).toHaveClass('ant-tabs-nav-list');
  });
});
