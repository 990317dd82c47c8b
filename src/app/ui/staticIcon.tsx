import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import { createElement, type ReactElement, type ReactNode } from 'react';

const toElement = (node: AbstractNode, key: number): ReactNode =>
  createElement(node.tag, { key, ...node.attrs }, ...(node.children ?? []).map(toElement));

/**
 * An antd icon (not two-tone, spinning or rotated) as one constant element: the markup of
 * `<CopyOutlined />`, made once, instead of two components with hooks per icon — lists draw a
 * copy icon on every copyable cell. The icon styles come from the icons the layout always shows.
 * test/ui/lightParts.test.tsx holds it to the icon component's output.
 */
export function staticIcon({ icon, name }: IconDefinition, className?: string): ReactElement {
  if (typeof icon === 'function') throw new Error(`${name}: a two-tone icon has no static form`);
  const svg = createElement(
    'svg',
    { ...icon.attrs, 'data-icon': name, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' },
    ...(icon.children ?? []).map(toElement),
  );
  return <span role="img" aria-label={name} className={`anticon anticon-${name}${className ? ` ${className}` : ''}`}>{svg}</span>;
}
