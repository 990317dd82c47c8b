import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMATS } from '../../../domain/dates.ts';

type Range = [string, string];

const FILL = { width: '100%', minWidth: 0 };

/** A date range whose form value is `['YYYY-MM-DD', 'YYYY-MM-DD']`, as the URL keeps it. */
export function RangeInput({ value, onChange, id }: { value?: unknown; onChange?: (v: Range | undefined) => void; id?: string }) {
  const pair = Array.isArray(value) && value.length === 2 ? [dayjs(String(value[0])), dayjs(String(value[1]))] as const : null;
  return (
    <DatePicker.RangePicker
      id={id}
      style={FILL}
      value={pair && pair[0].isValid() && pair[1].isValid() ? [pair[0], pair[1]] : null}
      onChange={(d) => onChange?.(d?.[0] && d[1] ? [d[0].format(DATE_FORMATS.date), d[1].format(DATE_FORMATS.date)] : undefined)}
    />
  );
}
