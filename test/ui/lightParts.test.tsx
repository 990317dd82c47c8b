import { CopyOutlined, PlusOutlined } from '@ant-design/icons';
import CopyOutlinedSvg from '@ant-design/icons-svg/es/asn/CopyOutlined';
import PlusOutlinedSvg from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { render } from '@testing-library/react';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AntdHashProvider } from '../../src/app/ui/antdHash.tsx';
import { LightTag } from '../../src/app/ui/LightTag.tsx';
import { staticIcon } from '../../src/app/ui/staticIcon.tsx';

/**
 * The light stand-ins lists draw on every row must give antd's own markup, class for class:
 * antd's stylesheet styles them only then.
 */

const htmlOf = (node: ReactNode): string => {
  const { container, unmount } = render(<AntdHashProvider>{node}</AntdHashProvider>);
  const html = container.innerHTML;
  unmount();
  return html;
};

describe('LightTag', () => {
  it.each([['orange'], ['green'], ['red'], ['blue'], ['default'], ['success'], ['processing'], ['#f50'], [undefined]])('renders what antd Tag renders for color %s', (color) => {
    const tag = htmlOf(<Tag color={color}>待受理</Tag>);
    expect(tag).toMatch(/class="ant-tag[^"]*css-/);
    expect(htmlOf(<LightTag color={color}>待受理</LightTag>)).toBe(tag);
  });

  it('passes title and data attributes through, as Tag does', () => {
    const props = { title: 'F2 保修至 2027-01-01', 'data-warranty-end': '2027-01-01' };
    expect(htmlOf(<LightTag color="green" {...props}>在保</LightTag>)).toBe(htmlOf(<Tag color="green" {...props}>在保</Tag>));
  });
});

describe('staticIcon', () => {
  it('gives the markup of the icon component', () => {
    expect(htmlOf(staticIcon(CopyOutlinedSvg))).toBe(htmlOf(<CopyOutlined />));
    expect(htmlOf(staticIcon(PlusOutlinedSvg))).toBe(htmlOf(<PlusOutlined />));
  });
});

describe('LightTag outside the provider', () => {
  it('has no style hash class to give (the app root provides one)', () => {
    const { container } = render(<LightTag color="orange">待受理</LightTag>);
    expect(container.innerHTML).toBe('<span class="ant-tag ant-tag-orange">待受理</span>');
  });
});
