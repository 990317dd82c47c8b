import { GlobalOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Space } from 'antd';
import { OFFICIAL_SITE_URL } from '../appConfig.ts';
import { useText } from '../locales/useText.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { CreateMenu } from './header/CreateMenu.tsx';
import { MessageBell } from './header/MessageBell.tsx';
import { UserMenu } from './header/UserMenu.tsx';
import { useAccessUser } from './useAccessUser.ts';

/** The header: sider toggle and breadcrumbs; official site, create menu, messages and the user menu. */
export function AppHeader({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const t = useText();
  const { user } = useAccessUser();
  return (
    <Layout.Header className="app-header">
      <Space size={12} style={{ minWidth: 0 }}>
        <Button type="text" aria-label={t('header.toggleSider')} icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={onToggle} data-testid="sider-toggle" />
        <div className="app-breadcrumbs"><Breadcrumbs /></div>
      </Space>
      <Space size={16}>
        {OFFICIAL_SITE_URL ? (
          <a href={OFFICIAL_SITE_URL} target="_blank" rel="noopener noreferrer" className="header-site-link" data-testid="header-site">
            <GlobalOutlined /> <span className="header-site-text">{t('header.officialSite')}</span>
          </a>
        ) : null}
        <CreateMenu user={user} />
        <MessageBell user={user} />
        <UserMenu user={user} />
      </Space>
    </Layout.Header>
  );
}
