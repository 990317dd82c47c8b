import { Input, Table, Tag } from 'antd';
import { useMemo, useState, type HTMLAttributes } from 'react';
import { ADMIN_GROUPS } from '../../../../resources/people/admins.ts';
import { useText } from '../../locales/useText.ts';
import { TABLE_PAGING } from '../../schema/list/listDefaults.ts';
import type { AccountRights } from '../../../domain/wire.ts';

interface Props {
  accounts: readonly AccountRights[];
  loading: boolean;
  selected: number | null;
  onSelect: (id: number) => void;
}

/** The accounts of the rights page; a click picks one. */
export function AccountsTable({ accounts, loading, selected, onSelect }: Props) {
  const t = useText();
  const [q, setQ] = useState('');
  const shown = useMemo(() => accounts.filter((a) => !q || a.username.includes(q) || a.name.includes(q)), [accounts, q]);
  return (
    <>
      <Input.Search allowClear placeholder={t('rights.search')} onChange={(e) => setQ(e.target.value.trim())} style={{ marginBottom: 12 }} />
      <Table<AccountRights>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={shown}
        pagination={{ ...TABLE_PAGING, size: 'small', showTotal: (total) => t('list.total', { total }) }}
        rowClassName={(a) => (a.id === selected ? 'ant-table-row-selected' : '')}
        onRow={(a) => ({ onClick: () => onSelect(a.id), style: { cursor: 'pointer' }, 'data-username': a.username } as HTMLAttributes<HTMLElement>)}
        columns={[
          { key: 'username', dataIndex: 'username', title: t('profile.username') },
          { key: 'name', dataIndex: 'name', title: t('profile.name') },
          {
            key: 'group',
            dataIndex: 'group',
            title: t('rights.group'),
            render: (g: number, a) => {
              const option = ADMIN_GROUPS.find((x) => x.value === g);
              return (
                <>
                  <Tag color={option?.color}>{option?.label ?? g}</Tag>
                  {a.status !== 1 && <Tag>{t('rights.disabled')}</Tag>}
                </>
              );
            },
          },
        ]}
      />
    </>
  );
}
