import type { BaseKey } from '@refinedev/core';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useId, useState } from 'react';
import { reachableActions } from '../../../../resources/catalogs/actionAvailability.ts';
import type { ActionDef, ResourceDef } from '../../../../resources/define.ts';
import { useText } from '../../locales/useText.ts';
import type { Row } from '../row.ts';
import { ActionButton } from './ActionButton.tsx';

interface Props {
  screen: string;
  resource: ResourceDef;
  actions: readonly ActionDef[];
  record: Row | undefined;
  id: BaseKey;
}

/**
 * A record's declared actions: those its state can take (reachableActions: every one on a
 * locked record, each disabled with the lock's reason), then 更多, which shows the others —
 * disabled, each with the reason it is not open now — in place, below. A disclosure rather than
 * a dropdown menu: a menu skips its disabled items, so their reasons could not be read by keyboard.
 */
export function ActionBar({ screen, resource, actions, record, id }: Props) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const moreId = useId();
  if (!record) return null;
  const { now, later } = reachableActions(resource, actions, record);
  const button = (a: ActionDef) => <ActionButton key={a.name} screen={screen} resource={resource} action={a} record={record} id={id} />;
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Space wrap>
        {now.map(button)}
        {later.length > 0 && (
          <Button type="link" icon={open ? <UpOutlined /> : <DownOutlined />} iconPosition="end" aria-expanded={open} aria-controls={moreId} onClick={() => setOpen(!open)} data-testid="actions-more" style={{ paddingInline: 4 }}>
            {t('show.more', { count: later.length })}
          </Button>
        )}
      </Space>
      {later.length > 0 && (
        <div id={moreId} hidden={!open} role="group" aria-label={t('show.moreLabel')}>
          {open && <Space wrap>{later.map(button)}</Space>}
        </div>
      )}
    </Space>
  );
}
