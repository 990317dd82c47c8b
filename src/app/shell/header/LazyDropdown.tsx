import { Dropdown, type DropdownProps } from 'antd';
import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';

type Child = ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;

/**
 * antd's Dropdown opened by a click, mounted by the first click: until then the button is only
 * the button. A Dropdown mounts a trigger with ≈ 70 hooks around its button on every page load,
 * for a menu most loads never open. Opened, it is antd's Dropdown (outside click and a chosen
 * item close it); the menu takes the focus, so the arrow keys choose, Enter opens and Escape
 * closes back to the button.
 */
export function LazyDropdown({ children, ...props }: Omit<DropdownProps, 'trigger' | 'open' | 'onOpenChange' | 'children'> & { children: Child }) {
  const [open, setOpen] = useState<boolean | null>(null);
  if (open === null) {
    return cloneElement(children, {
      onClick: (event: MouseEvent<HTMLElement>) => {
        children.props.onClick?.(event);
        setOpen(true);
      },
    });
  }
  return (
    <Dropdown {...props} trigger={['click']} open={open} onOpenChange={setOpen} autoFocus>
      {children}
    </Dropdown>
  );
}
