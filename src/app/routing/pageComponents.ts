import type { ComponentType } from 'react';
import type { PageComponentName } from '../../../resources/index.ts';
import type { AppAreaSet, PageProps } from '../appArea.ts';
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

/** The schema form page (`ScreenDef.form`): one chunk for every screen's create and edit page. */
export const LazySchemaFormPage = lazyWithTimeout<ScreenPageProps>(() => import('../schema/SchemaFormPage.tsx').then((m) => m.SchemaFormPage));

export const LazyNotFoundPage = lazyWithTimeout(() => import('../pages/NotFoundPage.tsx').then((m) => m.NotFoundPage));

export const LazyForbiddenPage = lazyWithTimeout(() => import('../pages/ForbiddenPage.tsx').then((m) => m.ForbiddenPage));

/**
 * The hand-written pages the app itself brings, by the `component` name their declaration gives
 * (resources/pages.ts); the areas bring the others (their `pages`, src/app/composition.ts checks
 * that every declared name is brought, once).
 */
const CORE_PAGES = {
  LoginPage: lazyWithTimeout(() => import('../pages/LoginPage.tsx').then((m) => m.LoginPage)),
  DashboardPage: lazyWithTimeout(() => import('../pages/DashboardPage.tsx').then((m) => m.DashboardPage)),
  ForbiddenPage: LazyForbiddenPage,
  RedirectPage,
} satisfies Partial<Record<PageComponentName, ComponentType<Partial<ScreenPageProps>>>>;

/** The declared page names the app brings itself. */
export type CorePageName = keyof typeof CORE_PAGES;

/** The login page (started before the first render when not logged in). */
export const LazyLoginPage = CORE_PAGES.LoginPage;

/** The page a declaration names: the app's own, else an area's (undefined when none brings it). */
export const pageOf = (name: string, pages: AppAreaSet['pages']): ComponentType<PageProps> | undefined =>
  (CORE_PAGES as Record<string, ComponentType<PageProps>>)[name] ?? pages[name];
