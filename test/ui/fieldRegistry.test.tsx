import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, type FieldDef, type FieldType } from '../../resources/define.ts';
import { FIELD_REGISTRY } from '../../src/app/schema/fields/registry.ts';
import { createI18nProvider } from '../../src/app/providers/i18nProvider.ts';
import { Refine } from '@refinedev/core';

const SAMPLES: Record<FieldType, unknown> = {
  id: 7,
  text: '文本',
  textarea: '第一行\n第二行',
  number: 3,
  money: 1234,
  boolean: true,
  enum: 'pending',
  date: '2026-03-04',
  datetime: '2026-03-04T05:06:07.000Z',
  serial: 'SUP01AB2601',
  phone: '13800000000',
  email: 'a@b.cn',
  image: 'http://img.example.com/a.png',
  file: { url: 'http://f.example.com/a.pdf', name: 'a.pdf', size: 2048 },
  html: '<p>你好<script>alert(1)</script></p>',
  json: { a: 1 },
  tags: ['甲', '乙'],
  reference: 3,
};

const fieldOf = (type: FieldType, extra: Partial<FieldDef> = {}): FieldDef => ({
  name: type,
  type,
  label: type,
  options: [{ value: 'pending', label: '待受理', color: 'orange' }],
  ...extra,
});

function Wrap({ children }: { children: ReactNode }) {
  return (
    <AntdApp>
      <Refine i18nProvider={createI18nProvider()} options={{ disableTelemetry: true }}>{children}</Refine>
    </AntdApp>
  );
}

describe('FIELD_REGISTRY', () => {
  it.each(FIELD_TYPES.map((t) => [t]))('%s has a list renderer, a detail renderer and an input that render', (type) => {
    const kit = FIELD_REGISTRY[type];
    expect(kit.List && kit.Show && kit.Input).toBeTruthy();
    const field = fieldOf(type);
    const { unmount } = render(
      <Wrap>
        <kit.List field={field} value={SAMPLES[type]} record={{}} />
        <kit.Show field={field} value={SAMPLES[type]} record={{}} />
        <kit.Input field={field} value={SAMPLES[type]} onChange={() => undefined} />
      </Wrap>,
    );
    unmount();
  });

  it('covers exactly the declared field types', () => {
    expect(Object.keys(FIELD_REGISTRY).sort()).toEqual([...FIELD_TYPES].sort());
  });

  it('renders money in yuan, enum as its tag, serial with a warranty tag, image as an https thumb', () => {
    render(
      <Wrap>
        <FIELD_REGISTRY.money.List field={fieldOf('money')} value={1234} />
        <FIELD_REGISTRY.enum.List field={fieldOf('enum')} value="pending" />
        <FIELD_REGISTRY.serial.Show field={fieldOf('serial')} value="SUP01AB1001" />
        <FIELD_REGISTRY.serial.Show field={fieldOf('serial')} value="XYZ" />
        <FIELD_REGISTRY.image.List field={fieldOf('image')} value="http://img.example.com/a.png" />
        <FIELD_REGISTRY.html.Show field={fieldOf('html')} value="<b>粗体</b>" />
      </Wrap>,
    );
    expect(screen.getByText('¥12.34')).toBeInTheDocument();
    expect(screen.getByText('待受理')).toBeInTheDocument();
    expect(screen.getByText('已过保')).toBeInTheDocument();
    expect(screen.getByText('不是有效的序列号')).toBeInTheDocument();
    expect(document.querySelector('img')?.getAttribute('src')).toMatch(/^https:\/\/img\.example\.com\/a\.png\?x-oss-process=.*w_64/);
    expect(screen.getByText('粗体').tagName).not.toBe('B');
  });

  it('copies a copyable value and shows 复制成功', async () => {
    render(
      <Wrap>
        <FIELD_REGISTRY.text.List field={fieldOf('text', { ui: { copyable: true } })} value="WX202611220001" />
      </Wrap>,
    );
    await userEvent.setup().click(screen.getByText('WX202611220001'));
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
  });

  it('money input shows yuan and gives fen', async () => {
    let value: unknown;
    render(
      <Wrap>
        <FIELD_REGISTRY.money.Input field={fieldOf('money')} value={1500} onChange={(v) => (value = v)} />
      </Wrap>,
    );
    const input = screen.getByRole('spinbutton');
    expect(input).toHaveValue('15.00');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '12.34');
    expect(value).toBe(1234);
  });
});
