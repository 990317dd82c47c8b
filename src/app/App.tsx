import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createProviders } from './providers/createProviders.ts';
import { useNotificationProvider } from './providers/useNotificationProvider.tsx';
import { refineResources } from './refineResources.ts';
import { AppRoutes } from './routing/AppRoutes.tsx';
import { preloadRoute } from './routing/preloadRoute.ts';

dayjs.locale('zh-cn');

/** Whether the user asked the system for reduced motion: antd's animations are then switched off. */
const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The API base of this origin. */
export const defaultApiUrl = (): string => `${window.location.origin}/api/cms`;

/** The app: antd (zh-CN) around refine, with the providers and the generated routes. */
export function App({ apiUrl = defaultApiUrl() }: { apiUrl?: string }) {
  const [providers] = useState(() => {
    const created = createProviders(apiUrl);
    preloadRoute(window.location, created);
    return created;
  });
  const [resources] = useState(refineResources);
  const [theme] = useState(() => ({ token: { motion: !prefersReducedMotion() } }));
  return (
    <BrowserRouter>
      <ConfigProvider locale={zhCN} theme={theme}>
        <AntdApp>
          <Refine
            {...providers}
            routerProvider={routerProvider}
            notificationProvider={useNotificationProvider}
            resources={resources}
            options={{ syncWithLocation: true, warnWhenUnsavedChanges: false, disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
          >
            <AppRoutes />
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
