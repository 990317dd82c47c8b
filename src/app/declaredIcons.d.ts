/** The icons the declarations name (scripts/declaredIcons.ts), each as a rendered element. */
declare module 'virtual:declared-icons' {
  import type { ReactNode } from 'react';
  export const ICONS: Readonly<Record<string, ReactNode>>;
}
