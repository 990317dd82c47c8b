import { FilterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useText } from '../../locales/useText.ts';

/** 筛选 on a phone: opens the filter drawer; names how many filters are in use. */
export function FilterButton({ active, onClick }: { active: number; onClick: () => void }) {
  const t = useText();
  return (
    <div className="search-form-bar">
      <Button icon={<FilterOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={onClick} data-testid="filter-button" type={active > 0 ? 'primary' : 'default'} ghost={active > 0}>
        {active > 0 ? t('list.filterActive', { count: active }) : t('list.filter')}
      </Button>
    </div>
  );
}
