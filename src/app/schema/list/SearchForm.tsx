import { Button, Select, Space } from 'antd';
import Input from 'antd/es/input/Input';
import { Suspense, useState, type FormEvent } from 'react';
import { useText } from '../../locales/useText.ts';
import { LazyRangeInput } from '../../routing/lazyParts.ts';
import type { FilterItem } from '../filterItemsOf.ts';
import { ButtonStandIn, FirstPaintStandIn, InputStandIn, PlainInputStandIn, SelectStandIn } from './searchStandIns.tsx';
import './searchForm.css';


const RANGE_STYLE = { width: 256 };

/** The date range's place until its picker's chunk arrives (the look of a read-only antd Input). */
function RangePlaceholder({ id }: { id: string }) {
  const t = useText();
  return <PlainInputStandIn id={id} style={RANGE_STYLE} placeholder={`${t('list.rangeStart')} → ${t('list.rangeEnd')}`} />;
}

/** Nothing chosen or typed in: what a stand-in can show (searchStandIns.tsx). */
const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function FilterInput({ item, ...rest }: { item: FilterItem; value?: unknown; onChange: (v: unknown) => void; id: string }) {
  const t = useText();
  const real = item.kind === 'range'
    ? <Suspense fallback={<RangePlaceholder id={rest.id} />}><LazyRangeInput {...rest} /></Suspense>
    : <RealFilterInput item={item} {...rest} />;
  // an empty filter shows a stand-in on the app's first screen (antd's RangePicker alone is ≈ 350 hooks);
  // with a value or without, one tree: the first character typed must not remount the input (focus)
  const light = !isEmpty(rest.value)
    ? real
    : item.kind === 'range'
      ? <RangePlaceholder id={rest.id} />
      : item.options
        ? <SelectStandIn id={rest.id} placeholder={t('form.selectPlaceholder')} multiple={item.kind === 'in'} style={SELECT_STYLE} />
        : <InputStandIn id={rest.id} placeholder={item.placeholder} style={inputStyle(item)} />;
  return <FirstPaintStandIn light={light}>{real}</FirstPaintStandIn>;
}

const SELECT_STYLE = { minWidth: 140 };
const inputStyle = (item: FilterItem) => ({ width: item.kind === 'search' ? 260 : 180 });

function RealFilterInput({ item, ...rest }: { item: FilterItem; value?: unknown; onChange: (v: unknown) => void; id: string }) {
  const t = useText();
  if (item.options) {
    return (
      <Select
        {...rest}
        value={rest.value as string | string[] | undefined}
        allowClear
        mode={item.kind === 'in' ? 'multiple' : undefined}
        style={SELECT_STYLE}
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
      style={inputStyle(item)}
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
        <FirstPaintStandIn light={<ButtonStandIn primary submit>{t('list.search')}</ButtonStandIn>}>
          <Button type="primary" htmlType="submit">{t('list.search')}</Button>
        </FirstPaintStandIn>
        <FirstPaintStandIn light={<ButtonStandIn onClick={reset}>{t('list.reset')}</ButtonStandIn>}>
          <Button onClick={reset}>{t('list.reset')}</Button>
        </FirstPaintStandIn>
      </Space>
    </form>
  );
}
