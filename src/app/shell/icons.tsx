import type { ReactNode } from 'react';
import { ICONS } from 'virtual:declared-icons';

/**
 * The icon a declaration names; unknown names render nothing. The icons come from the build's
 * `virtual:declared-icons` (scripts/declaredIcons.ts): exactly those the declarations name.
 */
export const iconOf = (name: string | undefined): ReactNode => (name ? ((ICONS as Record<string, ReactNode>)[name] ?? null) : null);
