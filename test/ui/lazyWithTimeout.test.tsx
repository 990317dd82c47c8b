import { Refine } from '@refinedev/core';
import { fireEvent, render as renderBare, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../src/app/providers/i18nProvider.ts';
import { lazyWithTimeout } from '../../src/app/routing/lazyWithTimeout.tsx';

/** Renders inside refine with the app's zh-CN texts (the error names its cause in Chinese). */
const render = (node: ReactNode) => renderBare(<Refine i18nProvider={createI18nProvider()} options={{ disableTelemetry: true }}>{node}</Refine>);

const Page = ({ name }: { name: string }) => <p>页面 {name}</p>;

describe('lazyWithTimeout (a page chunk behind Suspense, an error boundary and 重试)', () => {
  it('a chunk that fails shows the error; 重试 loads it afresh and shows the page', async () => {
    let calls = 0;
    const Lazy = lazyWithTimeout<{ name: string }>(() => (++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(Page)));
    render(<Lazy name="甲" />);
    expect(await screen.findByText('页面加载失败，请检查网络后重试')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('页面 甲')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('a chunk that does not arrive in time says so', async () => {
    const Lazy = lazyWithTimeout<{ name: string }>(() => new Promise(() => undefined), 50);
    render(<Lazy name="乙" />);
    expect(await screen.findByText('页面加载超时，请检查网络后重试')).toBeInTheDocument();
  });

  it('once preloaded, the page renders at once, without a fallback', async () => {
    const Lazy = lazyWithTimeout<{ name: string }>(() => Promise.resolve(Page));
    Lazy.preload();
    await new Promise((r) => setTimeout(r, 0));
    render(<Lazy name="丙" />);
    expect(screen.getByText('页面 丙')).toBeInTheDocument();
  });

  it('a page whose chunk is still on its way shows as soon as it arrives (no Suspense reveal held back 300 ms)', async () => {
    let arrive: (page: typeof Page) => void = () => undefined;
    const Lazy = lazyWithTimeout<{ name: string }>(() => new Promise((resolve) => (arrive = resolve)));
    render(<Lazy name="丁" />);
    expect(screen.getByTestId('top-progress')).toBeInTheDocument();
    // outside act(), as in the browser: React reveals a Suspense boundary no sooner than 300 ms
    // after its fallback showed; the page must come within a few turns of the event loop instead
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      arrive(Page);
      for (let turn = 0; turn < 10 && !screen.queryByText('页面 丁'); turn++) await new Promise((r) => setTimeout(r, 5));
      expect(screen.getByText('页面 丁')).toBeInTheDocument();
      expect(screen.queryByTestId('top-progress')).toBeNull();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
