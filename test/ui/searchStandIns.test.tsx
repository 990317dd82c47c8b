import { render, screen, waitFor } from '@testing-library/react';
import { Button, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ButtonStandIn, FirstPaintStandIn, InputStandIn, PlainInputStandIn, SelectStandIn } from '../../src/app/schema/list/searchStandIns.tsx';
import { AntdHashProvider } from '../../src/app/ui/antdHash.tsx';

/**
 * The search form's stand-ins must give antd's own markup, class for class (antd's stylesheet
 * styles them only then); what differs is that their controls take no input meanwhile.
 */

const htmlOf = (node: ReactNode): string => {
  const { container, unmount } = render(<AntdHashProvider>{node}</AntdHashProvider>);
  const html = container.innerHTML;
  unmount();
  return html;
};

/** Leaves out what a stand-in adds: its controls are disabled or read-only, out of the tab order, and let clicks through. */
const withoutLock = (html: string): string =>
  html
    .replace(/ disabled=""/g, '')
    .replace(/ data-stand-in=""/g, '')
    .replace(/(<input id="[qr]"[^>]*?) tabindex="-1"/, '$1')
    .replace(/(<input id="q"[^>]*?) readonly=""/, '$1');

const OPTIONS = [{ value: 'pending', label: '待受理' }];

describe('search form stand-ins', () => {
  it.each([[false], [true]])('SelectStandIn renders what antd Select renders with nothing chosen (multiple: %s)', (multiple) => {
    const select = htmlOf(<Select id="s" allowClear mode={multiple ? 'multiple' : undefined} style={{ minWidth: 140 }} placeholder="请选择" options={OPTIONS} />);
    expect(select).toMatch(/class="ant-select ant-select-outlined css-/);
    const light = htmlOf(<SelectStandIn id="s" placeholder="请选择" multiple={multiple} style={{ minWidth: 140 }} />);
    expect(light).toContain('disabled=""');
    expect(light).toContain('data-stand-in=""');
    expect(withoutLock(light)).toBe(select);
  });

  it('InputStandIn renders what antd Input with allowClear renders when empty, read-only', () => {
    const input = htmlOf(<Input id="q" allowClear placeholder="单号/客户/电话" style={{ width: 260 }} value="" />);
    const light = htmlOf(<InputStandIn id="q" placeholder="单号/客户/电话" style={{ width: 260 }} />);
    expect(light).toMatch(/<input id="q"[^>]*readonly=""/);
    expect(light).toMatch(/<input id="q"[^>]*tabindex="-1"/);
    expect(withoutLock(light)).toBe(input);
  });

  it("PlainInputStandIn renders what a read-only antd Input renders (the date range's place)", () => {
    const props = { id: 'r', placeholder: '开始日期 → 结束日期', style: { width: 256 } };
    const light = htmlOf(<PlainInputStandIn {...props} />);
    expect(light).toMatch(/tabindex="-1"/);
    expect(withoutLock(light)).toBe(htmlOf(<Input {...props} readOnly />));
  });

  it('ButtonStandIn renders what antd Button renders, and still clicks', () => {
    expect(htmlOf(<ButtonStandIn primary submit>查询</ButtonStandIn>)).toBe(htmlOf(<Button type="primary" htmlType="submit">查询</Button>));
    expect(htmlOf(<ButtonStandIn>导出 Excel</ButtonStandIn>)).toBe(htmlOf(<Button>导出 Excel</Button>));
    let clicks = 0;
    render(<ButtonStandIn onClick={() => void clicks++}>重置</ButtonStandIn>);
    screen.getByRole('button', { name: '重 置' }).click();
    expect(clicks).toBe(1);
  });

  it('FirstPaintStandIn gives way to the real component once the first screen is painted', async () => {
    render(<FirstPaintStandIn light={<span>stand-in</span>}><span>real</span></FirstPaintStandIn>);
    expect(screen.getByText('stand-in')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('real')).toBeInTheDocument());
    expect(screen.queryByText('stand-in')).toBeNull();
  });
});
