import { Refine } from '@refinedev/core';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import { Provider as MotionProvider } from 'rc-motion';
import 'dayjs/locale/zh-cn';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import type { AppAreaSet } from './appArea.ts';
import { AreasProvider } from './AreasProvider.tsx';
import { createProviders, type Providers } from './providers/createProviders.ts';
import { createQueryClient } from './providers/queryClient.ts';
import { useNotificationProvider } from './providers/useNotificationProvider.tsx';
import { refineResources } from './refineResources.ts';
import { AppRoutes } from './routing/AppRoutes.tsx';
import { CopyProvider } from './schema/fields/sharedCopy.tsx';
import { AntdHashProvider } from './ui/antdHash.tsx';
import { preloadRoute, writeListDefaults } from './routing/preloadRoute.ts';
import { routerProvider } from './routing/routerProvider.ts';
import { APP_THEME } from './theme.ts';
import './app.css';

dayjs.locale('zh-cn');

/**
 * Whether the user asked the system for reduced motion: antd's animations are then switched off
 * (rc-motion's provider; CSS transitions by app.css). Not by antd's `motion` token: a second
 * theme would no longer match the build's static antd stylesheet (docs/decisions.md).
 */
const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The API base of this origin. */
export const defaultApiUrl = (): string => `${window.location.origin}/api/cms`;

/**
 * The app's providers, with the first screen's chunks and reads already asked for (preloadRoute).
 * main.tsx calls it before React renders anything: asked for from the app's first render, they
 * waited for that whole render (≈ 0.5 s at 4× CPU) before their requests went out.
 */
export function startProviders(areas: AppAreaSet, apiUrl = defaultApiUrl()): Providers {
  const created = createProviders(apiUrl, areas.texts);
  writeListDefaults(window.location, window.history);
  preloadRoute(window.location, created, areas.pages);
  return created;
}

/**
 * The app: antd (zh-CN, the app's accessible theme) around refine, with the providers and the
 * generated routes. It receives the app areas (src/app/composition.ts, joined) and hands them down.
 */
export function App({ areas, apiUrl = defaultApiUrl(), providers: started }: { areas: AppAreaSet; apiUrl?: string; providers?: Providers }) {
  const [providers] = useState(() => started ?? startProviders(areas, apiUrl));
  const [resources] = useState(refineResources);
  const [queryClient] = useState(createQueryClient);
  const [still] = useState(prefersReducedMotion);
  return (
    <AreasProvider areas={areas}>
      <BrowserRouter>
        <ConfigProvider locale={zhCN} theme={APP_THEME}>
          <MotionProvider motion={!still}>
            <AntdApp>
              <Refine
                {...providers}
                routerProvider={routerProvider}
                notificationProvider={useNotificationProvider}
                resources={resources}
                options={{ syncWithLocation: true, warnWhenUnsavedChanges: false, disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}
              >
                <AntdHashProvider>
                  <CopyProvider>
                    <AppRoutes />
                  </CopyProvider>
                </AntdHashProvider>
              </Refine>
            </AntdApp>
          </MotionProvider>
        </ConfigProvider>
      </BrowserRouter>
    </AreasProvider>
  );
}
