import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { routeTable } from '../../../../resources/registry.ts';
import type { AccessUser } from '../../../domain/access.ts';
import type { TextKey } from '../../locales/text.ts';
import { useText } from '../../locales/useText.ts';
import { canOpen } from '../menuItems.ts';
import { LazyDropdown } from './LazyDropdown.tsx';

/** The header's create menu (section 2): each entry and where it leads. */
export const CREATE_ITEMS: readonly { key: string; text: TextKey; to: string }[] = [
  { key: 'ticket', text: 'header.createTicket', to: '/workflow/create' },
  { key: 'message', text: 'header.sendMessage', to: '/account/message?compose=1' },
];

/** 新建 ▾: the entries the user may open; nothing when there is none. */
export function CreateMenu({ user }: { user: AccessUser | null }) {
  const t = useText();
  const navigate = useNavigate();
  const routes = routeTable();
  const items = CREATE_ITEMS.filter((i) => canOpen(routes, user, i.to)).map((i) => ({ key: i.to, label: t(i.text) }));
  if (!items.length) return null;
  return (
    <LazyDropdown menu={{ items, onClick: ({ key }) => void navigate(key) }}>
      <Button type="primary" size="small" icon={<PlusOutlined />} data-testid="header-create">{t('header.create')}</Button>
    </LazyDropdown>
  );
}
