import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { LazyDropdown } from '../../src/app/shell/header/LazyDropdown.tsx';

/** The header's menus mount antd's Dropdown on their first click (shell/header/LazyDropdown.tsx). */
describe('LazyDropdown', () => {
  it('has no trigger until clicked; the first click opens the menu, a choice runs and closes it', async () => {
    const chosen: string[] = [];
    render(
      <LazyDropdown menu={{ items: [{ key: 'a', label: '发起工单' }, { key: 'b', label: '发送消息' }], onClick: ({ key }) => chosen.push(key) }}>
        <Button>新建</Button>
      </LazyDropdown>,
    );
    expect(document.querySelector('.ant-dropdown')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /新\s*建/ }));
    fireEvent.click(await screen.findByText('发送消息'));
    expect(chosen).toEqual(['b']);
    await waitFor(() => expect(document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /新\s*建/ }));
    await waitFor(() => expect(document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)')).not.toBeNull());
  });

  it("keeps the button's own click handler", () => {
    let clicks = 0;
    render(
      <LazyDropdown menu={{ items: [{ key: 'a', label: '个人设置' }] }}>
        <Button onClick={() => clicks++}>我</Button>
      </LazyDropdown>,
    );
    fireEvent.click(screen.getByRole('button', { name: '我' }));
    expect(clicks).toBe(1);
  });
});
