import { useCan, useCustomMutation, type BaseKey } from '@refinedev/core';
import { useMemo } from 'react';
import type { OperationDef } from '../../../../resources/define.ts';
import { endpointTable } from '../../../../resources/registry.ts';
import { canAccess } from '../../../domain/access.ts';
import { useAccessUser } from '../../shell/useAccessUser.ts';
import { useText } from '../../locales/useText.ts';
import { formItemsOf } from '../formItemsOf.ts';
import { fillPath } from '../../providers/mappers/endpointPath.ts';
import { AskConfirmButton } from './AskConfirmButton.tsx';

interface Props {
  screen: string;
  operation: OperationDef;
  id: BaseKey;
}

/**
 * A declared operation (重置密码 …): a modal form of its fields, the confirmation, then the
 * declared endpoint with the record's id. Disabled with a reason when the endpoint's access
 * (or its `selfOr`) refuses the user.
 */
export function OperationButton({ screen, operation, id }: Props) {
  const t = useText();
  const { user } = useAccessUser();
  const { data: can } = useCan({ resource: screen, action: 'list' });
  const { mutateAsync, mutation } = useCustomMutation();
  const endpoint = endpointTable().find((e) => e.key === operation.endpoint);
  const items = useMemo(() => formItemsOf(operation.fields, 'action', t), [operation, t]);
  const allowed = !!endpoint && can?.can !== false && canAccess(user, endpoint.access) && (!endpoint.selfOr || canAccess(user, endpoint.selfOr));
  const send = async (values: Record<string, unknown>) => {
    if (!endpoint) return;
    await mutateAsync({
      url: fillPath(endpoint.path, id),
      method: endpoint.method.toLowerCase() as 'put' | 'post',
      values,
      successNotification: { type: 'success', message: t('show.actionSuccess', { label: operation.label }) },
    });
  };
  return (
    <AskConfirmButton
      label={operation.label}
      confirmText={operation.confirm}
      danger={operation.danger}
      disabled={!allowed}
      reason={allowed ? null : t('app.noReason')}
      items={items}
      formName={`operation_${operation.name}`}
      pending={mutation.isPending}
      send={send}
      data={{ 'data-operation': operation.name }}
    />
  );
}
