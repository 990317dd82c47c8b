import { Alert, Button, Card, Checkbox, Col, Form, Row, Select, Space, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { PermissionArea } from '../../../../resources/catalogs/permissionCatalog.ts';
import type { Granter } from '../../../domain/ceiling.ts';
import { isSuperAdmin } from '../../../domain/groups.ts';
import { useText } from '../../locales/useText.ts';
import type { AccountRights } from '../../../domain/wire.ts';
import { actionLocked, canEditAccount, groupOptionsFor } from './rightsRules.ts';

interface Props {
  account: AccountRights;
  granter: Granter;
  catalog: readonly PermissionArea[];
  saving: boolean;
  onSave: (group: number, actions: string[]) => Promise<void>;
}

/**
 * One account's group level and its permission actions as a matrix: one card per area, one
 * checkbox per action with its Chinese label, the action's code in its tooltip. What the granter
 * may not grant is disabled with the reason; the server enforces the same ceiling.
 */
export function RightsEditor({ account, granter, catalog, saving, onSave }: Props) {
  const t = useText();
  const [group, setGroup] = useState(account.group);
  const [actions, setActions] = useState<string[]>(account.actions);
  const editable = canEditAccount(granter, account);
  const options = useMemo(() => groupOptionsFor(granter), [granter]);
  const total = catalog.reduce((n, a) => n + a.entries.length, 0);
  const toggle = (action: string, on: boolean) => setActions((xs) => (on ? [...xs, action] : xs.filter((x) => x !== action)));
  const toggleArea = (area: PermissionArea, on: boolean) => {
    const free = area.entries.map((e) => e.action).filter((a) => !actionLocked(granter, account.actions, a));
    setActions((xs) => (on ? [...new Set([...xs, ...free])] : xs.filter((x) => !free.includes(x))));
  };
  const reset = () => {
    setGroup(account.group);
    setActions(account.actions);
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {!editable && <Alert type="warning" showIcon message={t('rights.locked')} />}
      {isSuperAdmin(group) && <Alert type="info" showIcon message={t('rights.superAll')} />}
      <Form layout="inline">
        {/* an inline item takes its content's width: at 375 px its help would run off the screen */}
        <Form.Item label={t('rights.group')} extra={t('rights.groupHelp')} style={{ maxWidth: '100%', marginInlineEnd: 0 }}>
          <Select aria-label={t('rights.group')} style={{ width: 200 }} value={group} options={options} disabled={!editable} onChange={setGroup} />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{t('rights.count', { n: actions.length, total })}</Typography.Text>
      <Row gutter={[16, 16]}>
        {catalog.map((area) => {
          const held = area.entries.filter((e) => actions.includes(e.action)).length;
          return (
            <Col key={area.area} xs={24} md={12} xl={8}>
              <Card
                size="small"
                title={area.area}
                data-area={area.area}
                extra={
                  <Checkbox
                    disabled={!editable}
                    checked={held === area.entries.length}
                    indeterminate={held > 0 && held < area.entries.length}
                    onChange={(e) => toggleArea(area, e.target.checked)}
                  >
                    {t('rights.checkArea')}
                  </Checkbox>
                }
              >
                <Space direction="vertical" size={4}>
                  {area.entries.map((e) => {
                    const locked = actionLocked(granter, account.actions, e.action);
                    const code = t('rights.codeTitle', { code: e.action });
                    return (
                      <Tooltip key={e.action} title={locked && editable ? `${t('rights.notHeld')}（${code}）` : code} trigger={['hover', 'focus']} placement="topLeft">
                        <span data-action-code={e.action}>
                          <Checkbox data-action={e.action} checked={actions.includes(e.action)} disabled={!editable || locked} onChange={(ev) => toggle(e.action, ev.target.checked)}>
                            {e.label}
                          </Checkbox>
                        </span>
                      </Tooltip>
                    );
                  })}
                </Space>
              </Card>
            </Col>
          );
        })}
      </Row>
      <Space>
        <Button type="primary" loading={saving} disabled={!editable} onClick={() => void onSave(group, [...actions].sort()).catch(() => undefined)}>
          {t('rights.save')}
        </Button>
        <Button onClick={reset} disabled={!editable}>{t('rights.reset')}</Button>
      </Space>
    </Space>
  );
}
