import { Button, Form, Input, Select, Space } from 'antd';
import { useText } from '../../locales/useText.ts';
import type { FilterItem } from '../filterItemsOf.ts';
import { RangeInput } from './RangeInput.tsx';

function FilterInput({ item, ...rest }: { item: FilterItem; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const t = useText();
  if (item.kind === 'range') return <RangeInput {...rest} />;
  if (item.options) {
    return (
      <Select
        {...rest}
        value={rest.value as string | string[] | undefined}
        allowClear
        mode={item.kind === 'in' ? 'multiple' : undefined}
        style={{ minWidth: 140 }}
        placeholder={t('form.selectPlaceholder')}
        options={item.options.map((o) => ({ value: String(o.value), label: o.label }))}
      />
    );
  }
  return (
    <Input
      id={rest.id}
      value={typeof rest.value === 'string' ? rest.value : ''}
      onChange={(e) => rest.onChange?.(e.target.value)}
      allowClear
      placeholder={item.placeholder}
      style={{ width: item.kind === 'search' ? 260 : 180 }}
    />
  );
}

interface Props {
  /** The screen: names the form, so kept-alive lists of two screens never share element ids. */
  screen: string;
  items: readonly FilterItem[];
  initialValues: Record<string, unknown>;
  onSearch: (values: Record<string, unknown>) => void;
}

/** The list's search form: one input per filter item, 查询 and 重置. */
export function SearchForm({ screen, items, initialValues, onSearch }: Props) {
  const t = useText();
  const [form] = Form.useForm<Record<string, unknown>>();
  const reset = () => {
    form.setFieldsValue(Object.fromEntries(items.map((i) => [i.name, undefined])));
    onSearch({});
  };
  return (
    <Form form={form} name={`search-${screen}`} initialValues={initialValues} onFinish={onSearch} layout="inline" style={{ rowGap: 12, marginBottom: 16 }}>
      {items.map((item) => (
        <Form.Item key={item.name} name={item.name} label={item.label}>
          <FilterInput item={item} />
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">{t('list.search')}</Button>
          <Button onClick={reset}>{t('list.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
