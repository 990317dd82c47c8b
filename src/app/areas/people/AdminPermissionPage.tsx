import { useGetIdentity } from '@refinedev/core';
import { Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { permissionCatalog } from '../../../../resources/catalogs/permissionCatalog.ts';
import type { Granter } from '../../../domain/ceiling.ts';
import type { AccountRights } from '../../../domain/wire.ts';
import { useText } from '../../locales/useText.ts';
import type { Identity } from '../../providers/session.ts';
import { useAccessUser } from '../../shell/useAccessUser.ts';
import { AccountsTable } from './AccountsTable.tsx';
import { RightsEditor } from './RightsEditor.tsx';
import { useRights } from './useRights.ts';

/** /admin/permission: pick an account, then edit its group level and permission matrix. */
export function AdminPermissionPage() {
  const t = useText();
  const catalog = useMemo(() => permissionCatalog(), []);
  const { accounts, total, paging, setPaging, loading, error, saving, save } = useRights();
  const { user } = useAccessUser();
  const { data: identity } = useGetIdentity<Identity>();
  // the picked account itself, not its place: it stays open while the table pages or searches on
  const [picked, setPicked] = useState<AccountRights | null>(null);
  const account = (picked && accounts.find((a) => a.id === picked.id)) ?? picked;
  const granter: Granter | null = user && identity ? { id: Number(identity.id), group: user.group, permissions: user.permissions } : null;
  return (
    <Row gutter={16}>
      <Col xs={24} lg={8}>
        <Card title={<Typography.Title level={4} style={{ margin: 0 }}>{t('rights.accounts')}</Typography.Title>}>
          <AccountsTable accounts={accounts} total={total} paging={paging} onPaging={setPaging} loading={loading} error={error} selected={account?.id ?? null} onSelect={setPicked} />
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card title={account ? `${account.name}（${account.username}）` : t('rights.actions')}>
          {!account && <Empty description={t('rights.pick')} />}
          {account && !granter && <Skeleton active />}
          {account && granter && (
            <RightsEditor
              key={`${account.id}:${account.version}`}
              account={account}
              granter={granter}
              catalog={catalog}
              saving={saving}
              onSave={async (group, actions) => setPicked(await save(account, group, actions, t('rights.saved')))}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
