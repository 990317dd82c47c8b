import { useCan, useCustomMutation, useInvalidate, type BaseKey } from '@refinedev/core';
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

/** The URL of an operation's endpoint for a record: its `:id`, or `?id=` where section 7 carries the id in the query. */
const operationUrl = (path: string, id: BaseKey): string => (path.includes(':id') ? fillPath(path, id) : `${path}?id=${encodeURIComponent(String(id))}`);

/**
 * A declared operation (重置密码, 标为已读 …): a modal form of its fields or the confirmation (a
 * click sends at once when it has neither), then the declared endpoint with the record's id and
 * the operation's fixed values; the screen's list and record are read again. Disabled with a
 * reason when the endpoint's access (or its `selfOr`) refuses the user.
 */
export function OperationButton({ screen, operation, id }: Props) {
  const t = useText();
  const { user } = useAccessUser();
  const { data: can } = useCan({ resource: screen, action: 'list' });
  const { mutateAsync, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  const endpoint = endpointTable().find((e) => e.key === operation.endpoint);
  const items = useMemo(() => formItemsOf(operation.fields, 'action', t), [operation, t]);
  const allowed = !!endpoint && can?.can !== false && canAccess(user, endpoint.access) && (!endpoint.selfOr || canAccess(user, endpoint.selfOr));
  const send = async (values: Record<string, unknown>) => {
    if (!endpoint) return;
    await mutateAsync({
      url: operationUrl(endpoint.path, id),
      method: endpoint.method.toLowerCase() as 'put' | 'post' | 'delete',
      values: { ...values, ...operation.values },
      successNotification: { type: 'success', message: t('show.actionSuccess', { label: operation.label }) },
    });
    await invalidate({ resource: screen, invalidates: ['list', 'detail'], id });
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
