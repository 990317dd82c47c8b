import { Input } from 'antd';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { parseSerial } from '../../../../domain/serial.ts';
import { useText } from '../../../locales/useText.ts';
import { deviceFileHref } from '../../../shared/SerialLink.tsx';

/** 打开其他序列号: a serial typed (any case, spaces around) opens its device file; one that is not a serial says so. */
export function SerialSearch({ current }: { current: string }) {
  const t = useText();
  const navigate = useNavigate();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = (text: string) => {
    const info = parseSerial(text);
    if (!info.valid) {
      setError(t('device.file.searchInvalid', { serial: text.trim() }));
      return;
    }
    setError(null);
    setValue('');
    if (info.serial !== current) void navigate(deviceFileHref(info.serial));
  };
  return (
    <div className="device-file-search">
      <Input.Search
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        onSearch={open}
        placeholder={t('device.file.searchPlaceholder')}
        enterButton={t('device.file.searchButton')}
        aria-label={t('device.file.search')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        status={error ? 'error' : undefined}
        maxLength={40}
        allowClear
        data-testid="device-file-search"
      />
      {error && <div id={errorId} role="alert" className="device-file-search-error">{error}</div>}
    </div>
  );
}
