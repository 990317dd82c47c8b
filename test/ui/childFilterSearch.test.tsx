import { Refine } from '@refinedev/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { replyRules } from '../../resources/reply/rules.ts';
import { createI18nProvider } from '../../src/app/providers/i18nProvider.ts';
import { filtersToQuery } from '../../src/app/providers/mappers/filtersToQuery.ts';
import { filterItemsOf, searchToFilters } from '../../src/app/schema/filterItemsOf.ts';
import { SearchForm } from '../../src/app/schema/list/SearchForm.tsx';
import { AntdHashProvider } from '../../src/app/ui/antdHash.tsx';

/**
 * 回复列表's search form as the declaration makes it: 关键词 (a filter through the rules' keyword
 * rows, `db.via`) is a text box of its own beside 规则名称 (the name search); what is typed in it
 * becomes `?keyword=` of the list request.
 */

describe('the reply rules’ search form', () => {
  it('offers 关键词 as a text box; typing 保 and Enter searches keyword=保', async () => {
    const user = userEvent.setup();
    const items = filterItemsOf(replyRules, '关键词', replyRules.screens[0]);
    const onSearch = vi.fn();
    render(
      <AntdApp>
        <AntdHashProvider>
          <Refine i18nProvider={createI18nProvider()} options={{ disableTelemetry: true }}>
            <SearchForm screen="replyRule" items={items} initialValues={{}} onSearch={onSearch} narrow={false} />
          </Refine>
        </AntdHashProvider>
      </AntdApp>,
    );
    expect(screen.getByLabelText('规则名称')).toBeInTheDocument();
    const more = screen.queryByRole('button', { name: /展开/ });
    if (more) await user.click(more);
    const box = await waitFor(() => {
      const input = screen.getByLabelText('关键词') as HTMLInputElement;
      expect(input).not.toHaveAttribute('readonly');
      return input;
    });
    expect(box.tagName).toBe('INPUT');
    expect(box).toHaveAttribute('type', 'text');
    await user.click(box);
    await user.keyboard('保{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: '保' });
    expect(filtersToQuery(searchToFilters(onSearch.mock.lastCall![0] as Record<string, unknown>, items), replyRules.fields)).toEqual({ keyword: '保' });
  });
});
