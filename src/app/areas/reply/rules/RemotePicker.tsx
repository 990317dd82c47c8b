import { useDataProvider } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';

/** A list endpoint a picker searches, and how it names a row. */
export interface PickSource {
  /** Its list path (`?q=` searches its declared search field by prefix). */
  list: string;
  /** Its one-record path (`:id`), to name a value that is not among the options. */
  one: string;
  /** Filters always sent (`kind=image`). */
  filters?: Record<string, string>;
  label: (row: Record<string, unknown>) => string;
}

interface Props {
  source: PickSource;
  value?: number;
  onChange: (id: number | undefined) => void;
  ariaLabel: string;
  placeholder: string;
  allowClear?: boolean;
  id?: string;
}

type Rows = { id: number; label: string }[];

/**
 * A searchable select of another area's records by their list endpoint: the first 20 when opened,
 * then those whose name starts with what is typed (asked of the server, 300 ms after typing
 * stops); the chosen record's name is read by its id when it is not among them (an edited rule).
 */
export function RemotePicker({ source, value, onChange, ariaLabel, placeholder, allowClear, id }: Props) {
  const t = useText();
  const getProvider = useDataProvider();
  const [wanted, setWanted] = useState(false);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const read = async (url: string, query?: Record<string, string | number>) => (await getProvider().custom!<Record<string, unknown>>({ url, method: 'get', query })).data;
  const options = useQuery({
    queryKey: ['reply-picker', source.list, source.filters, q],
    queryFn: async (): Promise<Rows> => {
      const body = (await read(source.list, { ...source.filters, pageSize: 20, ...(q ? { q } : {}) })) as { list?: Record<string, unknown>[] };
      return (body.list ?? []).map((row) => ({ id: Number(row.id), label: source.label(row) }));
    },
    enabled: wanted,
    staleTime: 30_000,
    retry: false,
  });
  const listed = options.data ?? [];
  const known = value === undefined || listed.some((o) => o.id === value);
  const chosen = useQuery({
    queryKey: ['reply-picker-one', source.one, value],
    queryFn: async () => source.label(await read(source.one.replace(':id', String(value)))),
    enabled: !known,
    staleTime: 60_000,
    retry: false,
  });
  const rows = known || value === undefined ? listed : [{ id: value, label: chosen.data ?? (chosen.isError ? `#${value}` : '…') }, ...listed];
  const failed = options.error ? t('reply.rules.answers.loadFailed', { reason: reasonOf(options.error as Error) ?? '' }) : undefined;
  return (
    <Select<number>
      id={id}
      aria-label={ariaLabel}
      placeholder={placeholder}
      value={value}
      showSearch
      allowClear={allowClear}
      filterOption={false}
      onSearch={setTyped}
      onFocus={() => setWanted(true)}
      onOpenChange={(open) => open && setWanted(true)}
      onChange={(v) => onChange(v === undefined || v === null ? undefined : Number(v))}
      loading={options.isFetching}
      notFoundContent={failed ?? (options.isFetching ? null : t('reply.rules.answers.notFound'))}
      options={rows.map((o) => ({ value: o.id, label: o.label }))}
      style={{ width: '100%' }}
    />
  );
}
