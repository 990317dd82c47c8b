import { Button, Drawer } from 'antd';
import { useContext, type FormEvent } from 'react';
import { TabContainerContext } from '../../shell/tabs/TabsContext.ts';
import { useText } from '../../locales/useText.ts';
import type { FilterItem } from '../filterItemsOf.ts';
import { SearchFields } from './SearchFields.tsx';

interface Props {
  /** The search form's name (its inputs' ids). */
  name: string;
  open: boolean;
  items: readonly FilterItem[];
  values: Record<string, unknown>;
  onChange: (name: string, value: unknown) => void;
  onSearch: () => void;
  onReset: () => void;
  onClose: () => void;
}

/**
 * At most 90 % of the drawer's room (the window below the header and the tab bar), and a flex
 * column (searchForm.css; a class, not an inline style, which would beat antd's hidden class): the drawer's content shrinks to fit it, so its body scrolls while the footer — 重置 and
 * 查询 — stays in view, however many filters the list has (antd's `height="auto"` alone let the
 * content grow past the window's bottom edge, with the buttons below it and no way to scroll).
 */
const DRAWER_CLASSES = { wrapper: 'filter-drawer-wrapper' } as const;

/**
 * A phone's search form: every filter, one above the other, in a drawer from the bottom (inside
 * the page's tab, so a kept-alive tab hides it with the page).
 */
export function FilterDrawer({ name, open, items, values, onChange, onSearch, onReset, onClose }: Props) {
  const t = useText();
  const tabElement = useContext(TabContainerContext);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      height="auto"
      classNames={DRAWER_CLASSES}
      title={t('list.filter')}
      getContainer={tabElement ? () => tabElement() ?? document.body : undefined}
      rootClassName={tabElement ? 'tab-drawer' : undefined}
      footer={
        <div className="search-form-drawer-actions">
          <Button onClick={onReset}>{t('list.reset')}</Button>
          <Button type="primary" htmlType="submit" form={name}>{t('list.search')}</Button>
        </div>
      }
    >
      <form id={name} name={name} className="search-form search-form-stacked" onSubmit={submit}>
        <SearchFields form={name} items={items} values={values} onChange={onChange} />
      </form>
    </Drawer>
  );
}
