import { DeleteOutlined } from '@ant-design/icons';
import { useDelete, type BaseKey } from '@refinedev/core';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import type { ResourceDef, ScreenDef } from '../../../../resources/define.ts';
import { useText } from '../../locales/useText.ts';
import { actionStateOf } from '../actionStateOf.ts';
import type { Row } from '../row.ts';
import { ReasonButton } from './ReasonButton.tsx';
import { useCaller } from './useCaller.ts';

interface Props {
  screen: ScreenDef;
  resource: ResourceDef;
  record: Row | undefined;
  id: BaseKey;
}

/**
 * 删除, shown when the resource declares a delete endpoint: disabled with the reason when the
 * caller may not delete this record (no right, a locked record: the server's rule), else asks
 * first, sends the version the page loaded (a stale one gets 409 and nothing is deleted), then
 * returns to the list (the record's own tabs close: useCloseDeletedRecords).
 */
export function DeleteButton({ screen, resource, record, id }: Props) {
  const t = useText();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const caller = useCaller();
  const { mutateAsync } = useDelete();
  const state = actionStateOf(resource, { kind: 'delete' }, record, caller);
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
  return (
    <ReasonButton danger icon={<DeleteOutlined />} reason={state.reason} waiting={state.waiting} onClick={remove} data-action="delete">
      {t('show.delete')}
    </ReasonButton>
  );
}
