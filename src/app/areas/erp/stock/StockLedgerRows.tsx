import { useCustom } from '@refinedev/core';
import { Alert, Spin, Typography } from 'antd';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import type { Row } from '../../../schema/row.ts';
import { LedgerTable } from './LedgerTable.tsx';
import { ledgerRowOf, STOCK_PATHS, STOCK_SCREEN, type StockOfAnswer } from './stockApi.ts';
import './stock.css';

/** A stock row opened: the model's latest moves (GET /erp/stock/model/:id), newest first. */
export function StockLedgerRows({ record }: { record: Row }) {
  const t = useText();
  const productId = Number(record.product_id);
  const { result, query } = useCustom<StockOfAnswer>({
    url: STOCK_PATHS.model(productId),
    method: 'get',
    meta: { resource: STOCK_SCREEN },
    queryOptions: { enabled: Number.isInteger(productId) && productId > 0 },
  });
  if (query.isError) return <Alert type="error" showIcon message={t('erp.stock.ledgerFailed', { reason: reasonOf(query.error) ?? String(query.error) })} />;
  const answer = result?.data as StockOfAnswer | undefined;
  if (query.isLoading || !answer?.stock) return <Spin size="small" />;
  const model = answer.stock.product_name;
  const rows = answer.ledger.map((r) => ledgerRowOf(r, model));
  return (
    <div className="erp-stock-rows" data-testid="erp-stock-rows">
      <Typography.Paragraph className="erp-stock-rows-title">
        {rows.length
          ? t('erp.stock.latest', { model, n: rows.length, onHand: answer.stock.on_hand, reserved: answer.stock.reserved, available: answer.stock.available })
          : t('erp.stock.noMoves')}
      </Typography.Paragraph>
      {rows.length > 0 && <LedgerTable rows={rows} showModel={false} />}
    </div>
  );
}
