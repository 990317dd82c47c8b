import { Button, Select, Space } from 'antd';
import Input from 'antd/es/input/Input';
import { Suspense, useState, type FormEvent } from 'react';
import { useText } from '../../locales/useText.ts';
import { LazyRangeInput } from '../../routing/lazyParts.ts';
import type { FilterItem } from '../filterItemsOf.ts';
import './searchForm.css';


function RangePlaceholder({ id }: { id?: string }) {
  const t = useText();
  return <Input id={id} readOnly style={{ width: 256 }} placeholder={`${t('list.rangeStart')} → ${t('list.rangeEnd')}`} />;
}

function FilterInput({ item, ...rest }: { item: FilterItem; value?: unknown; onChange: (v: unknown) => void; id: string }) {
  const t = useText();
  if (item.kind === 'range') return <Suspense fallback={<RangePlaceholder id={rest.id} />}><LazyRangeInput {...rest} /></Suspense>;
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
      onChange={(e) => rest.onChange(e.target.value)}
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

/**
 * The list's search form: one labelled input per filter item, 查询 (or Enter) and 重置. A plain
 * form with its values in state, not antd Form: a search form has no rules to validate, and
 * antd Form with its validator would add about 25 KiB gzip to every list's first load.
 */
export function SearchForm({ screen, items, initialValues, onSearch }: Props) {
  const t = useText();
  const [values, setValues] = useState(initialValues);
  const name = `search-${screen}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(values);
  };
  const reset = () => {
    setValues({});
    onSearch({});
  };
  return (
    <form id={name} name={name} className="search-form" onSubmit={submit}>
      {items.map((item) => {
        const id = `${name}_${item.name}`;
        return (
          <div key={item.name} className="search-form-item">
            <label htmlFor={id}>{item.label}</label>
            <FilterInput item={item} id={id} value={values[item.name]} onChange={(v) => setValues((old) => ({ ...old, [item.name]: v }))} />
          </div>
        );
      })}
      <Space>
        <Button type="primary" htmlType="submit">{t('list.search')}</Button>
        <Button onClick={reset}>{t('list.reset')}</Button>
      </Space>
    </form>
  );
}
