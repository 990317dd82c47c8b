import { useGetIdentity, useLogout } from '@refinedev/core';
import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Layout, Space, Typography } from 'antd';
import { avatarThumb } from '../../domain/image.ts';
import { APP_TITLE } from '../appConfig.ts';
import { useText } from '../locales/useText.ts';
import type { Identity } from '../providers/session.ts';

/** The header: sider toggle, product title, the user's name and 退出登录. */
export function AppHeader({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const t = useText();
  const { data: identity } = useGetIdentity<Identity | null>();
  const { mutate: logout } = useLogout();
  return (
    <Layout.Header style={{ background: '#fff', padding: '0 16px', display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      <Space>
        <Button type="text" icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={onToggle} />
        <Typography.Text strong>{APP_TITLE}</Typography.Text>
      </Space>
      <Space>
        <Avatar size="small" src={identity?.avatar ? avatarThumb(identity.avatar) : undefined} icon={<UserOutlined />} />
        <Typography.Text data-testid="header-user">{identity?.name}</Typography.Text>
        <Button type="link" icon={<LogoutOutlined />} onClick={() => logout()}>{t('app.logout')}</Button>
      </Space>
    </Layout.Header>
  );
}
