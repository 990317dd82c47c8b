import { Select } from 'antd';
import { useDeferredValue, useState, type CSSProperties } from 'react';
import { useText } from '../../locales/useText.ts';
import { optionMatches } from '../fields/referenceOptions.ts';
import { useOptionsAt } from '../fields/useReferenceOptions.ts';
import { isBlankFilter } from '../filterItemsOf.ts';

interface Props {
  id: string;
  /** The options endpoint's path (a reference's `optionsEndpointOf`). */
  path: string;
  value?: unknown;
  onChange: (v: unknown) => void;
  style?: CSSProperties;
}

/**
 * A reference filter: a select of names that sends the chosen record's id. Its options are read
 * when it is first focused or opened (a list's first screen reads none), or at once when the
 * filter came filled from the URL (to show the name of its id). Typing filters them by name or by
 * pinyin initials (`sbgz` → 设备故障, computed by the server); when the server said it holds more
 * than it answered, the typed text is also looked up there by name.
 */
export function RemoteFilterSelect({ id, path, value, onChange, style }: Props) {
  const t = useText();
  const [wanted, setWanted] = useState(() => !isBlankFilter(value));
  const [typed, setTyped] = useState('');
  const all = useOptionsAt(path, { enabled: wanted });
  const q = useDeferredValue(all.more ? typed.trim() : '');
  const found = useOptionsAt(path, { enabled: wanted && q !== '', q });
  const known = new Set(all.list.map((o) => o.value));
  const list = q ? [...all.list, ...found.list.filter((o) => !known.has(o.value))] : all.list;
  const options = list.map((o) => ({ value: String(o.value), label: o.label, initials: o.initials }));
  return (
    <Select
      id={id}
      value={isBlankFilter(value) ? undefined : String(value)}
      onChange={(v: string | undefined) => onChange(v ?? undefined)}
      onFocus={() => setWanted(true)}
      onOpenChange={(open) => {
        if (open) setWanted(true);
      }}
      onSearch={setTyped}
      showSearch
      filterOption={(input, option) => optionMatches(input, option)}
      allowClear
      loading={all.loading || found.loading}
      style={style}
      placeholder={t('form.selectPlaceholder')}
      notFoundContent={all.loading ? t('list.optionsLoading') : undefined}
      options={options}
    />
  );
}
