import { Refine } from '@refinedev/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../src/app/providers/i18nProvider.ts';
import type { FilterItem } from '../../src/app/schema/filterItemsOf.ts';
import { SearchForm } from '../../src/app/schema/list/SearchForm.tsx';
import { AntdHashProvider } from '../../src/app/ui/antdHash.tsx';

/**
 * The list's search form: typing keeps the input (the bug of issue 15: the first character
 * re-mounted it), one row of filters with 展开/收起 and the count of hidden filters in use, and
 * on a phone 筛选 with a drawer. jsdom lays nothing out: the form takes its width from the window
 * (1024 − 302 px → three columns, two filters beside the buttons).
 */

const ITEMS: FilterItem[] = [
  { name: 'q', label: '关键词', kind: 'search', placeholder: '单号 / 序列号' },
  { name: 'status', label: '状态', kind: 'eq', options: [{ value: 'pending', label: '待受理' }] },
  { name: 'serial', label: '序列号', kind: 'eq' },
  { name: 'customer_phone', label: '联系电话', kind: 'eq' },
];

function Wrap({ children }: { children: ReactNode }) {
  return (
    <AntdApp>
      <AntdHashProvider>
        <Refine i18nProvider={createI18nProvider()} options={{ disableTelemetry: true }}>{children}</Refine>
      </AntdHashProvider>
    </AntdApp>
  );
}

const renderForm = (initialValues: Record<string, unknown> = {}, narrow = false) => {
  const onSearch = vi.fn();
  render(<Wrap><SearchForm screen="repair" items={ITEMS} initialValues={initialValues} onSearch={onSearch} narrow={narrow} /></Wrap>);
  return onSearch;
};

/** The real antd Input has replaced the first screen's read-only stand-in. */
const realInput = async (label: string): Promise<HTMLInputElement> =>
  waitFor(() => {
    const input = screen.getByLabelText(label) as HTMLInputElement;
    expect(input).not.toHaveAttribute('readonly');
    return input;
  });

describe('search form', () => {
  // first in the file: the app's first screen has not been painted yet (useAfterFirstPaint)
  it('on the first screen an empty filter is a stand-in that takes no focus, a filled one is real at once', async () => {
    renderForm({ serial: 'SUP02' }, false);
    const keyword = screen.getByLabelText('关键词');
    expect(keyword).toHaveAttribute('readonly');
    expect(keyword).toHaveAttribute('tabindex', '-1');
    expect(keyword.closest('[data-stand-in]')).not.toBeNull();
    // 序列号 is hidden behind 展开 here, but holds a value: the toggle says so
    expect(screen.getByRole('button', { name: /展开（1 项已筛选）/ })).toHaveAttribute('aria-expanded', 'false');
    await realInput('关键词');
  });

  it('typing key by key keeps the same input and the focus, from empty to filled and back, and Enter searches', async () => {
    const user = userEvent.setup();
    const onSearch = renderForm();
    const box = await realInput('关键词');
    await user.click(box);
    await user.keyboard('SUP02');
    expect(screen.getByLabelText('关键词')).toBe(box);
    expect(box).toHaveValue('SUP02');
    expect(box).toHaveFocus();
    await user.keyboard('{Backspace>5/}');
    expect(screen.getByLabelText('关键词')).toBe(box);
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    await user.keyboard('WX2026{Enter}');
    expect(box).toHaveValue('WX2026');
    expect(onSearch).toHaveBeenLastCalledWith({ q: 'WX2026' });
  });

  it('shows one row of filters; 展开 shows the rest with the count of those in use, 收起 folds them again', async () => {
    const user = userEvent.setup();
    renderForm({ customer_phone: '138' });
    expect(screen.getByLabelText('关键词')).toBeInTheDocument();
    expect(screen.getByLabelText('状态')).toBeInTheDocument();
    expect(screen.queryByLabelText('序列号')).toBeNull();
    expect(screen.queryByLabelText('联系电话')).toBeNull();
    const toggle = screen.getByRole('button', { name: '展开（1 项已筛选）' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('收起');
    expect(await realInput('联系电话')).toHaveValue('138');
    await user.type(await realInput('序列号'), 'SUP');
    await user.click(toggle);
    expect(screen.queryByLabelText('序列号')).toBeNull();
    expect(toggle).toHaveAccessibleName('展开（2 项已筛选）');
  });

  it('on a phone, 筛选 (with the count in use) opens a drawer with every filter; 查询 searches and closes it', async () => {
    const user = userEvent.setup();
    const onSearch = renderForm({ status: 'pending' }, true);
    expect(screen.queryByLabelText('关键词')).toBeNull();
    await user.click(screen.getByRole('button', { name: '筛选（1）' }));
    const drawer = await screen.findByRole('dialog');
    for (const label of ['关键词', '状态', '序列号', '联系电话']) expect(within(drawer).getByLabelText(label)).toBeInTheDocument();
    await user.type(await realInput('联系电话'), '13800000000');
    await user.click(within(drawer).getByRole('button', { name: /查\s*询/ }));
    expect(onSearch).toHaveBeenLastCalledWith({ status: 'pending', customer_phone: '13800000000' });
    await waitFor(() => expect(screen.getByRole('button', { name: '筛选（2）' })).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
