import type { BaseKey } from '@refinedev/core';
import { EditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { accessNeed } from '../../../../resources/catalogs/actionAvailability.ts';
import type { ResourceDef, ScreenDef } from '../../../../resources/define.ts';
import { routeTable } from '../../../../resources/registry.ts';
import { decideAccess } from '../../../domain/access.ts';
import { useText } from '../../locales/useText.ts';
import { fillPath } from '../../providers/mappers/endpointPath.ts';
import { actionStateOf } from '../actionStateOf.ts';
import { formPathOf } from '../showPath.ts';
import type { Row } from '../row.ts';
import { EditDrawer } from './EditDrawer.tsx';
import { ReasonButton } from './ReasonButton.tsx';
import { useCaller } from './useCaller.ts';

interface Props {
  screen: string;
  def: ScreenDef;
  resource: ResourceDef;
  id: BaseKey;
  record: Row | undefined;
  reload: () => Promise<Row | undefined>;
}

/**
 * 编辑 on a detail page: the generated edit drawer, or the screen's own edit route
 * (`ScreenDef.editPath`, or the screen's form page `ScreenDef.form`). Disabled with the reason when the caller may not change this record —
 * the update endpoint's access (and the edit route's), a locked record — as the server decides.
 */
export function EditButton({ screen, def, resource, id, record, reload }: Props) {
  const t = useText();
  const navigate = useNavigate();
  const caller = useCaller();
  const state = actionStateOf(resource, { kind: 'update' }, record, caller);
  const editPath = def.editPath ?? def.form?.path;
  const editRoute = editPath ? routeTable().find((r) => r.path === editPath) : undefined;
  const routeReason = caller && editRoute && decideAccess(caller, editRoute.access) !== 'allow' ? accessNeed(editRoute.access) : null;
  const reason = state.reason ?? routeReason;
  if (editPath) {
    const to = def.editPath ? fillPath(def.editPath, id) : formPathOf(def, id);
    return (
      <ReasonButton icon={<EditOutlined />} reason={reason} waiting={state.waiting} onClick={() => to && navigate(to)} data-action="edit">
        {t('show.edit')}
      </ReasonButton>
    );
  }
  return <EditDrawer screen={screen} resource={resource} id={id} record={record} reload={reload} fields={def.editFields} reason={reason} waiting={state.waiting} />;
}
