import { Tag } from 'antd';
import { isPresetColor, isPresetStatusColor } from 'antd/es/_util/colors';
import type { HTMLAttributes, ReactNode } from 'react';
import { useAntdHash } from './antdHash.tsx';

/**
 * antd's Tag as it renders a read-only tag (no icon, no close button, not clickable) — the same
 * element and classes — without its hooks: Tag runs three style hooks, a visibility state and a
 * closable hook, and a preset colour adds a child component with style hooks of its own. A list
 * shows 60 of them on a page of 20 rows. test/ui/lightParts.test.tsx holds it to Tag's output.
 * Outside an AntdHashProvider (no hash class to give it) it is antd's Tag.
 */
export function LightTag({ color, children, ...rest }: { color?: string; children?: ReactNode } & HTMLAttributes<HTMLSpanElement>) {
  const hashId = useAntdHash();
  if (!hashId) return <Tag color={color} {...rest}>{children}</Tag>;
  const internal = color !== undefined && (isPresetColor(color) || isPresetStatusColor(color));
  const className = ['ant-tag', internal ? `ant-tag-${color}` : color ? 'ant-tag-has-color' : '', hashId].filter(Boolean).join(' ');
  return <span {...rest} className={className} style={color && !internal ? { backgroundColor: color } : undefined}>{children}</span>;
}
