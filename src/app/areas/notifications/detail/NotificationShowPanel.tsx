import type { ShowPanelProps } from '../../../schema/show/showPanelProps.ts';
import { NotificationDetail } from './NotificationDetail.tsx';

/** The email detail page's panel (below the envelope): body, reason, attempts, variables, related rows. */
export function NotificationShowPanel({ record, screen }: ShowPanelProps) {
  if (!record || !screen) return null;
  return <NotificationDetail screen={screen} record={record} />;
}
