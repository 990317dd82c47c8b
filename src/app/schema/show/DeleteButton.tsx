import { DeleteOutlined } from '@ant-design/icons';
import { useCan, useDelete, type BaseKey } from '@refinedev/core';
import { App, Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import type { ResourceDef, ScreenDef } from '../../../../resources/define.ts';
import { useText } from '../../locales/useText.ts';
import type { Row } from '../columnsOf.tsx';

interface Props {
  screen: ScreenDef;
  resource: ResourceDef;
  record: Row | undefined;
  id: BaseKey;
}

/**
 * 删除, shown when the resource declares a delete endpoint: asks first, sends the version the
 * page loaded (a stale one gets 409 and nothing is deleted), then returns to the list.
 */
export function DeleteButton({ screen, resource, record, id }: Props) {
  const t = useText();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { data: can } = useCan({ resource: screen.name, action: 'delete' });
  const { mutateAsync } = useDelete();
  const reason = can && !can.can ? (can.reason ?? t('app.noReason')) : null;
  const remove = () =>
    modal.confirm({
      title: t('show.deleteTitle', { label: resource.label }),
      content: t('show.deleteConfirm', { label: resource.label }),
      okText: t('form.ok'),
      cancelText: t('form.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        mutateAsync({
          resource: screen.name,
          id,
          meta: { version: record?.version },
          successNotification: { type: 'success', message: t('show.deleteSuccess') },
        }).then(() => navigate(screen.list.path), () => undefined),
    });
  const button = (
    <Button danger icon={<DeleteOutlined />} disabled={!record || reason !== null} onClick={remove} data-action="delete">
      {t('show.delete')}
    </Button>
  );
  return reason ? <Tooltip title={reason}><span style={{ display: 'inline-block' }}>{button}</span></Tooltip> : button;
}
