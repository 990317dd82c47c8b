import { cloneElement, isValidElement, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useAntdHash } from '../ui/antdHash.tsx';
import { iconOf } from './icons.tsx';
import type { MenuNode } from './menuItems.ts';

// antd-static-style: Menu (the collapsed sider's Menu imports it too)

const INDENT = 24;

function Icon({ name }: { name?: string }) {
  const icon = iconOf(name);
  return isValidElement(icon) ? cloneElement(icon as ReactElement<{ className?: string }>, { className: 'ant-menu-item-icon' }) : null;
}

function Item({ node, level, selected, label }: { node: MenuNode; level: number; selected?: string; label: (node: MenuNode) => ReactNode }) {
  return (
    <li className={node.key === selected ? 'ant-menu-item ant-menu-item-selected' : 'ant-menu-item'} role="menuitem" style={{ paddingLeft: INDENT * level }}>
      <Icon name={node.icon} />
      <span className="ant-menu-title-content">{label(node)}</span>
    </li>
  );
}

/**
 * The expanded sider's menu: antd's inline dark Menu as it renders — the same elements, classes,
 * roles and indents, so antd's menu styles apply — without rc-menu, which wraps every group's
 * title in a popup trigger (≈ 70 hooks each) even inline, where no popup ever shows. Groups open
 * and close on click, Enter or Space (several may be open; the selected page's group starts
 * open); titles and links are reached with Tab; a closed group shows `folded` (its items' badge
 * sum). The collapsed sider, whose groups do pop up, is antd's Menu (SiderMenu.tsx).
 */
export function InlineMenu({ nodes, selected, defaultOpen, label, folded }: {
  nodes: readonly MenuNode[];
  selected?: string;
  defaultOpen?: string;
  label: (node: MenuNode) => ReactNode;
  /** What a closed group shows beside its title (the sum of its items' counts). */
  folded?: (group: MenuNode) => ReactNode;
}) {
  const hashId = useAntdHash();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen ? [defaultOpen] : []));
  const toggle = (key: string) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const onKey = (key: string) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    toggle(key);
  };
  return (
    <ul className={['ant-menu ant-menu-root ant-menu-inline ant-menu-dark', hashId].filter(Boolean).join(' ')} role="menu" data-menu-list="true">
      {nodes.map((node) => {
        if (!node.children) return <Item key={node.key} node={node} level={1} selected={selected} label={label} />;
        const isOpen = open.has(node.key);
        const holdsSelected = node.children.some((c) => c.key === selected);
        const listId = `sider-menu-${node.key}`;
        return (
          <li key={node.key} className={`ant-menu-submenu ant-menu-submenu-inline${isOpen ? ' ant-menu-submenu-open' : ''}${holdsSelected ? ' ant-menu-submenu-selected' : ''}`} role="none">
            <div
              role="menuitem"
              className="ant-menu-submenu-title"
              tabIndex={0}
              aria-expanded={isOpen}
              aria-haspopup="true"
              aria-controls={listId}
              style={{ paddingLeft: INDENT }}
              onClick={() => toggle(node.key)}
              onKeyDown={onKey(node.key)}
            >
              <Icon name={node.icon} />
              <span className="ant-menu-title-content">
                {isOpen || !folded ? node.label : <span className="sider-item-label"><span>{node.label}</span>{folded(node)}</span>}
              </span>
              <i className="ant-menu-submenu-arrow" />
            </div>
            {isOpen && (
              <ul className="ant-menu ant-menu-sub ant-menu-inline" role="menu" data-menu-list="true" id={listId}>
                {node.children.map((child) => <Item key={child.key} node={child} level={2} selected={selected} label={label} />)}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
