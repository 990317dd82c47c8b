import { useCustomMutation, type BaseKey } from '@refinedev/core';
import { useMemo } from 'react';
import { resolveAction } from '../../../../resources/catalogs/actionVariants.ts';
import type { ActionDef, ResourceDef } from '../../../../resources/define.ts';
import { useText } from '../../locales/useText.ts';
import { actionStateOf } from '../actionStateOf.ts';
import { formItemsOf } from '../formItemsOf.ts';
import type { Row } from '../row.ts';
import { actionRequest } from './actionRequest.ts';
import { AskConfirmButton } from './AskConfirmButton.tsx';
import { useCaller } from './useCaller.ts';
import { useRefreshRecord } from './useRefreshRecord.ts';

interface Props {
  screen: string;
  resource: ResourceDef;
  action: ActionDef;
  record: Row | undefined;
  id: BaseKey;
}

/**
 * One declared action: a button (disabled with its reason when the caller may not take it on
 * this record: catalogs/actionAvailability.ts, the server's rule) and one dialog with the question and the fields of the action's
 * variant for this record (a walk-in repair's 确认收件 asks for no courier number).
 */
export function ActionButton({ screen, resource, action, record, id }: Props) {
  const t = useText();
  const caller = useCaller();
  const { mutateAsync, mutation } = useCustomMutation();
  const refresh = useRefreshRecord(screen, id);
  const resolved = useMemo(() => resolveAction(action, record), [action, record]);
  const items = useMemo(() => formItemsOf(resolved.fields ?? [], 'action', t), [resolved, t]);
  const state = actionStateOf(resource, { kind: 'action', action }, record, caller);
  const send = async (values: Record<string, unknown>) => {
    await mutateAsync({
      ...actionRequest(screen, resource, action, id, record?.version, values),
      successNotification: { type: 'success', message: t('show.actionSuccess', { label: action.label }) },
    });
  };
  return (
    <AskConfirmButton
      label={action.label}
      confirmText={resolved.confirm}
      danger={action.danger}
      disabled={state.waiting}
      reason={state.reason}
      items={items}
      formName={`action_${action.name}`}
      pending={mutation.isPending}
      send={send}
      after={refresh}
      data={{ 'data-action': action.name }}
    />
  );
}
