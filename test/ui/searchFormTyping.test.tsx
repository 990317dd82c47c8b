import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Refine } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import type { FilterItem } from '../../src/app/schema/filterItemsOf.ts';
import { SearchForm } from '../../src/app/schema/list/SearchForm.tsx';
import { createI18nProvider } from '../../src/app/providers/i18nProvider.ts';

const ITEMS: FilterItem[] = [
  { name: 'q', label: '关键词', kind: 'search', placeholder: '单号 / 序列号' },
  { name: 'status', label: '状态', kind: 'eq', options: [{ value: 'pending', label: '待受理' }] },
];

describe('the search form, typed into (issue 15: keyboard)', () => {
  it('keeps focus and every character when the first one turns an empty filter into a filled one', async () => {
    const searches: Record<string, unknown>[] = [];
    render(
      <Refine i18nProvider={createI18nProvider()} options={{ disableTelemetry: true }}>
        <SearchForm screen="repair" items={ITEMS} initialValues={{}} onSearch={(values) => searches.push(values)} />
      </Refine>,
    );
    // the stand-in (read-only) gives way to antd's Input after the first paint
    await waitFor(() => expect(screen.getByLabelText('关键词')).not.toHaveAttribute('readonly'));
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('关键词'));
    await user.keyboard('WX2026{Enter}');
    const box = screen.getByLabelText('关键词');
    expect(box).toHaveValue('WX2026');
    expect(box).toHaveFocus();
    expect(searches).toEqual([{ q: 'WX2026' }]);
  });
});
