import { useOne } from '@refinedev/core';
import { ConfigProvider, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ResourceDef, ScreenDef } from '../../../../resources/define.ts';
import { matchesWhen } from '../../../../resources/catalogs/actionVariants.ts';
import { actionsOf } from '../../../../resources/registry.ts';
import type { Row } from '../row.ts';
import { ActionButton } from '../show/ActionButton.tsx';
import { DeleteButton } from '../show/DeleteButton.tsx';
import { EditDrawer } from '../show/EditDrawer.tsx';
import { OperationButton } from '../show/OperationButton.tsx';
import { useText } from '../../locales/useText.ts';
import { actionStateOf } from '../actionStateOf.ts';
import { ReasonButton } from '../show/ReasonButton.tsx';
import { useCaller } from '../show/useCaller.ts';
import { formPathOf } from '../showPath.ts';

/** A row's buttons as words without spaces inserted between two characters (禁用, not 禁 用). */
const ROW_BUTTONS = { autoInsertSpace: false };

interface Props {
  resource: ResourceDef;
  screen: ScreenDef;
  record: Row;
  /** Only these operations (a screen with a detail page: `ScreenDef.listOperations`), no other button. */
  only?: readonly string[];
}

/**
 * The buttons of one row on a screen without a detail page: 编辑 (the screen's edit fields, or its form page),
 * the declared actions, the declared operations the record matches, and 删除. The edit drawer mounts only once 编辑
 * is clicked, so a page of rows does not hold a page of hidden forms. Small buttons with words
 * only (schemaList.css hides their icons), so the pinned column covers no other column.
 */
export function RowOperations({ resource, screen, record, only }: Props) {
  const t = useText();
  const id = String(record.id);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const caller = useCaller();
  // a locked record (an order after 提交) offers 编辑 disabled with the lock's reason, as its page would
  const edit = actionStateOf(resource, { kind: 'update' }, record, caller);
  const { query } = useOne<Row>({ resource: screen.name, id, queryOptions: { enabled: false } });
  const reload = async () => (await query.refetch()).data?.data;
  const operations = resource.operations?.filter((o) => (!only || only.includes(o.name)) && (!o.when || matchesWhen(o.when, record))) ?? [];
  if (only) {
    return (
      <ConfigProvider componentSize="small" button={ROW_BUTTONS}>
        {operations.map((o) => <OperationButton key={o.name} screen={screen.name} operation={o} id={id} />)}
      </ConfigProvider>
    );
  }
  return (
    <ConfigProvider componentSize="small" button={ROW_BUTTONS}>
      <Space size={4} wrap={false} className="schema-row-operations">
        {resource.endpoints.update && screen.form && <ReasonButton reason={edit.reason} onClick={() => void navigate(formPathOf(screen, id) ?? screen.list.path)}>{t('show.edit')}</ReasonButton>}
        {resource.endpoints.update && !screen.form && (editing
          ? <EditDrawer screen={screen.name} resource={resource} id={id} record={record} reload={reload} fields={screen.editFields} autoOpen onClosed={() => setEditing(false)} />
          : <ReasonButton reason={edit.reason} onClick={() => setEditing(true)}>{t('show.edit')}</ReasonButton>)}
        {actionsOf(resource, screen.name)
          .filter((a) => a.from.includes(String(record[resource.status?.field ?? 'status'])))
          .map((a) => <ActionButton key={a.name} screen={screen.name} resource={resource} action={a} record={record} id={id} />)}
        {operations.map((o) => <OperationButton key={o.name} screen={screen.name} operation={o} id={id} />)}
        {resource.endpoints.delete && screen.canDelete !== false && <DeleteButton screen={screen} resource={resource} record={record} id={id} />}
      </Space>
    </ConfigProvider>
  );
}
