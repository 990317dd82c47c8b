import { Button } from 'antd';
import { Suspense, useState, type CSSProperties, type FormEvent } from 'react';
import { useText } from '../../locales/useText.ts';
import { instantLazy } from '../../routing/instantLazy.tsx';
import type { FilterItem } from '../filterItemsOf.ts';
import { FilterButton } from './FilterButton.tsx';
import { SearchFields } from './SearchFields.tsx';
import { activeFilterCount, labelWidthOf, needsToggle, searchColumnsFor, visibleFilterCount } from './searchLayout.ts';
import { ButtonStandIn, FirstPaintStandIn } from './searchStandIns.tsx';
import { SearchToggle } from './SearchToggle.tsx';
import { useElementWidth } from './useElementWidth.ts';
import './searchForm.css';

/** The phone's filter drawer: its own chunk, loaded with the first tap on 筛选. */
const FilterDrawer = instantLazy(() => import('./FilterDrawer.tsx').then((m) => m.FilterDrawer));

/** The form's width before it is laid out: the window less the expanded sider and the paddings. */
const guessWidth = (): number => window.innerWidth - 302;

interface Props {
  /** The screen: names the form, so kept-alive lists of two screens never share element ids. */
  screen: string;
  items: readonly FilterItem[];
  initialValues: Record<string, unknown>;
  onSearch: (values: Record<string, unknown>) => void;
  /** A phone-sized window: the filters go in a drawer opened by 筛选. */
  narrow: boolean;
}

/**
 * The list's search form: one labelled input per filter item, 查询 (or Enter) and 重置. On a
 * wide screen a grid of ProTable's columns showing one row of filters, with 展开/收起 (and the
 * number of filters in use that it hides); on a phone, 筛选 and a drawer. A plain form with its
 * values in state, not antd Form: a search form has no rules to validate, and antd Form with its
 * validator would add about 25 KiB gzip to every list's first load.
 */
export function SearchForm({ screen, items, initialValues, onSearch, narrow }: Props) {
  const t = useText();
  const [values, setValues] = useState(initialValues);
  const [expanded, setExpanded] = useState(false);
  const [drawer, setDrawer] = useState<'closed' | 'open' | 'unused'>('unused');
  const { width, ref } = useElementWidth<HTMLFormElement>(guessWidth);
  const columns = searchColumnsFor(width);
  const name = `search-${screen}`;
  const change = (field: string, value: unknown) => setValues((old) => ({ ...old, [field]: value }));
  const reset = () => {
    setValues({});
    onSearch({});
  };
  if (narrow) {
    return (
      <>
        <FilterButton active={activeFilterCount(values, items)} onClick={() => setDrawer('open')} />
        {drawer !== 'unused' && (
          <Suspense fallback={null}>
            <FilterDrawer name={name} open={drawer === 'open'} items={items} values={values} onChange={change} onReset={reset} onClose={() => setDrawer('closed')} onSearch={() => { onSearch(values); setDrawer('closed'); }} />
          </Suspense>
        )}
      </>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(values);
  };
  const shown = visibleFilterCount(columns, items.length, expanded);
  const style = { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, '--search-label-width': labelWidthOf(items) } as CSSProperties;
  return (
    <form id={name} name={name} ref={ref} className="search-form" style={style} onSubmit={submit}>
      <SearchFields form={name} items={items.slice(0, shown)} values={values} onChange={change} />
      <div className="search-form-actions">
        <FirstPaintStandIn light={<ButtonStandIn primary submit>{t('list.search')}</ButtonStandIn>}>
          <Button type="primary" htmlType="submit">{t('list.search')}</Button>
        </FirstPaintStandIn>
        <FirstPaintStandIn light={<ButtonStandIn onClick={reset}>{t('list.reset')}</ButtonStandIn>}>
          <Button onClick={reset}>{t('list.reset')}</Button>
        </FirstPaintStandIn>
        {needsToggle(columns, items.length) && (
          <SearchToggle expanded={expanded} hiddenActive={activeFilterCount(values, items.slice(shown))} controls={name} onToggle={() => setExpanded((e) => !e)} />
        )}
      </div>
    </form>
  );
}
