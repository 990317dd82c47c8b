import type { BaseKey } from '@refinedev/core';
import { EditOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import type { ResourceDef, ScreenDef } from '../../../../resources/define.ts';
import { useText } from '../../locales/useText.ts';
import { fillPath } from '../../providers/mappers/endpointPath.ts';
import type { Row } from '../columnsOf.tsx';
import { EditDrawer } from './EditDrawer.tsx';

interface Props {
  screen: string;
  def: ScreenDef;
  resource: ResourceDef;
  id: BaseKey;
  record: Row | undefined;
  reload: () => Promise<Row | undefined>;
  /** Why the record can no longer be changed (工单已关闭), or null. */
  locked: string | null;
}

/**
 * 编辑 on a detail page: the generated edit drawer, or the screen's own edit route
 * (`ScreenDef.editPath`); disabled with the reason in a tooltip on a locked record.
 */
export function EditButton({ screen, def, resource, id, record, reload, locked }: Props) {
  const t = useText();
  const navigate = useNavigate();
  if (locked) {
    return (
      <Tooltip title={locked}>
        <span style={{ display: 'inline-block' }} data-reason={locked}>
          <Button icon={<EditOutlined />} disabled>{t('show.edit')}</Button>
        </span>
      </Tooltip>
    );
  }
  if (def.editPath) return <Button icon={<EditOutlined />} disabled={!record} onClick={() => navigate(fillPath(def.editPath ?? '', id))}>{t('show.edit')}</Button>;
  return <EditDrawer screen={screen} resource={resource} id={id} record={record} reload={reload} fields={def.editFields} />;
}
