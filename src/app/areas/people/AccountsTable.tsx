import { Alert, Input, Table, Tag } from 'antd';
import type { HTMLAttributes } from 'react';
import { ADMIN_GROUPS } from '../../../../resources/people/admins.ts';
import { useText } from '../../locales/useText.ts';
import { TABLE_PAGING } from '../../schema/list/listDefaults.ts';
import type { AccountRights } from '../../../domain/wire.ts';
import type { RightsQuery } from './useRights.ts';
import { useNarrowScreen } from '../../ui/useNarrowScreen.ts';

interface Props {
  accounts: readonly AccountRights[];
  total: number;
  paging: RightsQuery;
  onPaging: (next: RightsQuery) => void;
  loading: boolean;
  error: string | undefined;
  selected: number | null;
  onSelect: (account: AccountRights) => void;
}

/** The accounts of the rights page, a page at a time from the server (search included); a click picks one. */
export function AccountsTable({ accounts, total, paging, onPaging, loading, error, selected, onSelect }: Props) {
  const t = useText();
  // a phone pages in antd's simple form (its page box is the jump), as the lists' cards do
  const narrow = useNarrowScreen();
  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('rights.search')}
        aria-label={t('rights.search')}
        maxLength={100}
        onChange={(e) => onPaging({ ...paging, page: 1, q: e.target.value.trim() })}
        style={{ marginBottom: 12 }}
      />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Table<AccountRights>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={[...accounts]}
        scroll={{ x: 'max-content' }}
        pagination={{
          ...TABLE_PAGING,
          simple: narrow,
          size: 'small',
          current: paging.page,
          pageSize: paging.pageSize,
          total,
          onChange: (page, pageSize) => onPaging({ ...paging, page: pageSize === paging.pageSize ? page : 1, pageSize }),
          showTotal: (n) => t('list.total', { total: n }),
        }}
        rowClassName={(a) => (a.id === selected ? 'ant-table-row-selected' : '')}
        onRow={(a) => ({ onClick: () => onSelect(a), style: { cursor: 'pointer' }, 'data-username': a.username } as HTMLAttributes<HTMLElement>)}
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
