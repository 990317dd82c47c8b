import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { theme, type MenuProps } from 'antd';
import { useContext } from 'react';
import { useNavigate } from 'react-router';
import { routeTable } from '../../../../resources/registry.ts';
import type { AccessUser } from '../../../domain/access.ts';
import { avatarThumb } from '../../../domain/image.ts';
import { useText } from '../../locales/useText.ts';
import type { Identity } from '../../providers/session.ts';
import { canOpen } from '../menuItems.ts';
import { TabsContext } from '../tabs/TabsContext.ts';
import { LazyDropdown } from './LazyDropdown.tsx';

/** ROUTES.md: the profile page the user menu leads to. */
export const PROFILE_PATH = '/account/profile';

/**
 * The avatar (a 64 px thumbnail shown at 28 px; a plain img, not antd Avatar) and name, as one
 * button (reached with Tab, opened with Enter); 个人设置 and 退出登录 in its menu (which asks first
 * when a tab holds unsaved input).
 */
export function UserMenu({ user }: { user: AccessUser | null }) {
  const t = useText();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { data: identity } = useGetIdentity<Identity | null>();
  const { mutate: logout } = useLogout();
  const tabs = useContext(TabsContext);
  // logging out closes every tab: one holding unsaved input asks first
  const leave = () => (tabs ? tabs.confirmLeave(undefined, () => logout()) : logout());
  const items: MenuProps['items'] = [
    ...(canOpen(routeTable(), user, PROFILE_PATH) ? [{ key: 'profile', icon: <SettingOutlined />, label: t('header.profile') }] : []),
    { key: 'logout', icon: <LogoutOutlined />, label: t('app.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => (key === 'logout' ? leave() : void navigate(PROFILE_PATH));
  return (
    <LazyDropdown menu={{ items, onClick }} placement="bottomRight">
      <button type="button" className="header-user-button" aria-haspopup="menu" data-testid="header-user-menu">
        <span className="header-avatar" style={{ background: token.colorFillSecondary, color: token.colorTextSecondary }}>
          {identity?.avatar ? <img src={avatarThumb(identity.avatar)} alt="" /> : <UserOutlined />}
        </span>
        <span data-testid="header-user" className="header-user-name">{identity?.name}</span>
      </button>
    </LazyDropdown>
  );
}
