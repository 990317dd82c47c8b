import type { ComponentType } from 'react';
import type { PageComponentName } from '../../../resources/index.ts';
import { RedirectPage } from '../pages/RedirectPage.tsx';
import { lazyWithTimeout } from './lazyWithTimeout.tsx';

/** Props of the generated screen pages. */
export interface ScreenPageProps {
  screen: string;
}

/** The schema list page: one chunk for every list screen. */
export const LazySchemaListPage = lazyWithTimeout<ScreenPageProps>(() => import('../schema/SchemaListPage.tsx').then((m) => m.SchemaListPage));

/** The schema show page: one chunk for every detail screen. */
export const LazySchemaShowPage = lazyWithTimeout<ScreenPageProps>(() => import('../schema/SchemaShowPage.tsx').then((m) => m.SchemaShowPage));

export const LazyNotFoundPage = lazyWithTimeout(() => import('../pages/NotFoundPage.tsx').then((m) => m.NotFoundPage));

export const LazyForbiddenPage = lazyWithTimeout(() => import('../pages/ForbiddenPage.tsx').then((m) => m.ForbiddenPage));

/**
 * Hand-written pages by the `component` name their declaration gives (resources/pages.ts); a
 * per-screen page gets `screen`. Keyed by the declared names: a declared page missing here, or a
 * name here no declaration gives, fails to compile.
 */
export const PAGE_COMPONENTS: Record<PageComponentName, ComponentType<Partial<ScreenPageProps>>> = {
  ExportJobsPage: lazyWithTimeout<Partial<ScreenPageProps>>(() => import('../areas/needs/ExportJobsPage.tsx').then((m) => m.ExportJobsPage)),
  LoginPage: lazyWithTimeout(() => import('../pages/LoginPage.tsx').then((m) => m.LoginPage)),
  DashboardPage: lazyWithTimeout(() => import('../pages/DashboardPage.tsx').then((m) => m.DashboardPage)),
  ForbiddenPage: LazyForbiddenPage,
  ProfilePage: lazyWithTimeout(() => import('../areas/people/ProfilePage.tsx').then((m) => m.ProfilePage)),
  AdminPermissionPage: lazyWithTimeout(() => import('../areas/people/AdminPermissionPage.tsx').then((m) => m.AdminPermissionPage)),
  RedirectPage,
  TicketCreatePage: lazyWithTimeout(() => import('../areas/workflow/TicketCreatePage.tsx').then((m) => m.TicketCreatePage)),
  TicketEditPage: lazyWithTimeout(() => import('../areas/workflow/TicketEditPage.tsx').then((m) => m.TicketEditPage)),
  NotificationStatPage: lazyWithTimeout(() => import('../areas/notifications/StatPage.tsx').then((m) => m.NotificationStatPage)),
  WechatMenuPage: lazyWithTimeout(() => import('../areas/settings/wechat/WechatMenuPage.tsx').then((m) => m.WechatMenuPage)),
};
