import type { FilterItem } from '../filterItemsOf.ts';
import { FilterInput } from './FilterInput.tsx';

interface Props {
  /** The form's name: each input's id is `<form>_<filter>`, so two kept-alive lists never share ids. */
  form: string;
  items: readonly FilterItem[];
  values: Record<string, unknown>;
  onChange: (name: string, value: unknown) => void;
}

/** The labelled inputs of a search form, one per filter item (the grid and the drawer alike). */
export function SearchFields({ form, items, values, onChange }: Props) {
  return (
    <>
      {items.map((item) => {
        const id = `${form}_${item.name}`;
        return (
          <div key={item.name} className="search-form-item">
            <label htmlFor={id} title={item.label}>{item.label}</label>
            <FilterInput item={item} id={id} value={values[item.name]} onChange={(v) => onChange(item.name, v)} />
          </div>
        );
      })}
    </>
  );
}
