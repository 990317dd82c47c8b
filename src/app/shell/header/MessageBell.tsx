import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { Link } from 'react-router';
import { routeTable } from '../../../../resources/registry.ts';
import type { AccessUser } from '../../../domain/access.ts';
import { useText } from '../../locales/useText.ts';
import { canOpen } from '../menuItems.ts';
import { hasUnreadEndpoint, useUnreadCount } from '../shellQueries.ts';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint.ts';

/** The page the bell leads to (ROUTES.md: /account/message). */
export const MESSAGES_PATH = '/account/message';

/** The message icon with the unread count, linking to the inbox; hidden when the inbox is not there for the user. */
export function MessageBell({ user }: { user: AccessUser | null }) {
  const t = useText();
  const visible = canOpen(routeTable(), user, MESSAGES_PATH);
  const painted = useAfterFirstPaint();
  const { data: unread = 0 } = useUnreadCount(painted && visible && hasUnreadEndpoint());
  if (!visible) return null;
  return (
    // the hint as the link's title, not a Tooltip (a trigger with ≈ 70 hooks on every page load)
    <Link to={MESSAGES_PATH} aria-label={t('header.messages')} title={unread ? t('header.unread', { count: unread }) : t('header.messages')} data-testid="header-messages">
      <Badge count={unread} size="small" overflowCount={99}>
        {/* the link is the one stop for Tab; the button inside is its look */}
        <Button type="text" tabIndex={-1} icon={<BellOutlined style={{ fontSize: 18 }} />} />
      </Badge>
    </Link>
  );
}
