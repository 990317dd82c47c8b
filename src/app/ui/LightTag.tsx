import { isPresetColor, isPresetStatusColor } from 'antd/es/_util/colors';
import type { HTMLAttributes, ReactNode } from 'react';
import { useAntdHash } from './antdHash.tsx';

// antd-static-style: Tag (its styles go into the build's stylesheet: build/patches/antdStaticStyle.ts)

/**
 * antd's Tag as it renders a read-only tag (no icon, no close button, not clickable) — the same
 * element and classes — without its hooks: Tag runs three style hooks, a visibility state and a
 * closable hook, and a preset colour adds a child component with style hooks of its own. A list
 * shows 60 of them on a page of 20 rows. test/ui/lightParts.test.tsx holds it to Tag's output.
 * It takes antd's style hash from AntdHashProvider (the app's root has one): outside one it has
 * no hash class, and antd's tag styles do not apply.
 */
export function LightTag({ color, children, ...rest }: { color?: string; children?: ReactNode } & HTMLAttributes<HTMLSpanElement>) {
  const hashId = useAntdHash();
  const internal = color !== undefined && (isPresetColor(color) || isPresetStatusColor(color));
  const className = ['ant-tag', internal ? `ant-tag-${color}` : color ? 'ant-tag-has-color' : '', hashId].filter(Boolean).join(' ');
  return <span {...rest} className={className} style={color && !internal ? { backgroundColor: color } : undefined}>{children}</span>;
}
