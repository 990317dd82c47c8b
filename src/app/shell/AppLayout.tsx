import { Layout } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { COLLAPSE_BELOW_PX } from '../appConfig.ts';
import { AppHeader } from './AppHeader.tsx';
import { SiderMenu } from './SiderMenu.tsx';

/** Where the sidebar open/closed state is remembered (section 4). */
export const SIDER_KEY = 'siderCollapsed';

function initialCollapsed(): boolean {
  try {
    const saved = window.localStorage.getItem(SIDER_KEY);
    if (saved !== null) return saved === '1';
  } catch {
    /* storage unavailable: fall back to the width rule */
  }
  return window.innerWidth < COLLAPSE_BELOW_PX;
}

/** The shared layout: sider menu, header and the page in the content area. */
export function AppLayout() {
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const toggle = () =>
    setCollapsed((c) => {
      try {
        window.localStorage.setItem(SIDER_KEY, c ? '0' : '1');
      } catch {
        /* not remembered when storage is unavailable */
      }
      return !c;
    });
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider collapsible trigger={null} collapsed={collapsed} width={220}>
        <SiderMenu collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <AppHeader collapsed={collapsed} onToggle={toggle} />
        <Layout.Content style={{ margin: 16 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
