import { Select } from 'antd';
import Input from 'antd/es/input/Input';
import { Suspense } from 'react';
import { useText } from '../../locales/useText.ts';
import { LazyRangeInput } from '../../routing/lazyParts.ts';
import { optionMatches } from '../fields/referenceOptions.ts';
import { isBlankFilter, type FilterItem } from '../filterItemsOf.ts';
import { RemoteFilterSelect } from './RemoteFilterSelect.tsx';
import { FirstPaintStandIn, InputStandIn, PlainInputStandIn, SelectStandIn } from './searchStandIns.tsx';

const RANGE_STYLE = { width: '100%', minWidth: 0 };
const FILL_STYLE = { width: '100%', minWidth: 0 };

/** The date range's place until its picker's chunk arrives (the look of a read-only antd Input). */
function RangePlaceholder({ id }: { id: string }) {
  const t = useText();
  return <PlainInputStandIn id={id} style={RANGE_STYLE} placeholder={`${t('list.rangeStart')} → ${t('list.rangeEnd')}`} />;
}

interface InputProps {
  item: FilterItem;
  value?: unknown;
  onChange: (v: unknown) => void;
  id: string;
}

function RealFilterInput({ item, ...rest }: InputProps) {
  const t = useText();
  if (item.options) {
    return (
      <Select
        {...rest}
        value={rest.value as string | string[] | undefined}
        allowClear
        mode={item.kind === 'in' ? 'multiple' : undefined}
        showSearch
        filterOption={(typed, option) => optionMatches(typed, option)}
        style={FILL_STYLE}
        placeholder={t('form.selectPlaceholder')}
        options={item.options.map((o) => ({ value: String(o.value), label: o.label }))}
      />
    );
  }
  if (item.remote) return <RemoteFilterSelect {...rest} path={item.remote.path} style={FILL_STYLE} />;
  return (
    <Input
      id={rest.id}
      value={typeof rest.value === 'string' ? rest.value : ''}
      onChange={(e) => rest.onChange(e.target.value)}
      allowClear
      placeholder={item.placeholder}
      style={FILL_STYLE}
    />
  );
}

/**
 * One filter's input. Its element tree is the same whether it holds a value or not (always
 * inside FirstPaintStandIn), so React never swaps the input under the user's fingers while they
 * type the first character or clear the box; only an empty filter on the app's first screen
 * shows a stand-in, a filled one (from the URL) is real at once.
 */
export function FilterInput({ item, ...rest }: InputProps) {
  const t = useText();
  const real = item.kind === 'range'
    ? <Suspense fallback={<RangePlaceholder id={rest.id} />}><LazyRangeInput {...rest} /></Suspense>
    : <RealFilterInput item={item} {...rest} />;
  // antd's RangePicker alone is ≈ 350 hooks, a Select ≈ 235: the first screen paints without them
  const light = !isBlankFilter(rest.value)
    ? null
    : item.kind === 'range'
      ? <RangePlaceholder id={rest.id} />
      : item.options || item.remote
        ? <SelectStandIn id={rest.id} placeholder={t('form.selectPlaceholder')} multiple={item.kind === 'in'} style={FILL_STYLE} />
        : <InputStandIn id={rest.id} placeholder={item.placeholder} style={FILL_STYLE} />;
  return <FirstPaintStandIn light={light}>{real}</FirstPaintStandIn>;
}
