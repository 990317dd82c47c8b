import { canAccess } from '../../../../domain/access.ts';
import type { ListPanelProps } from '../../../schema/list/panelProps.ts';
import { useAccessUser } from '../../../shell/useAccessUser.ts';
import { AdjustDialog } from './AdjustDialog.tsx';
import { LedgerDrawer } from './LedgerDrawer.tsx';
import { STOCK_ADJUST_ACCESS } from './stockApi.ts';
import './stock.css';

/**
 * Above the stock list: 库存调整 / 入库 for holders of adjust_erp_stock (and super admins; not
 * shown to others), and 库存流水, the whole ledger in a drawer.
 */
export function StockTools(_props: ListPanelProps) {
  const { user } = useAccessUser();
  return (
    <div className="erp-stock-tools" data-testid="erp-stock-tools">
      {canAccess(user, STOCK_ADJUST_ACCESS) && <AdjustDialog />}
      <LedgerDrawer />
    </div>
  );
}
