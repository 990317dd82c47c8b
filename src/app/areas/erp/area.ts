import { lazy } from 'react';
import { defineAppArea, type CheckResult } from '../../appArea.ts';
import { lazyWithTimeout } from '../../routing/lazyWithTimeout.tsx';
import { lazyDisplay } from '../../schema/fields/lazyDisplay.tsx';

/** The lines' shared rule as a form check (its parsed lines are the server's business). */
const linesCheck = (r: { ok: true } | { ok: false; message: string }): CheckResult => (r.ok ? { ok: true } : { ok: false, message: r.message });

/**
 * ERP in the app: the lists, filters and forms of groups, companies, relations, orders and stock
 * are the schema's; the area brings the order's lines input (with the open-order warning), its
 * detail page (every step, disabled with its reason; print with 大写金额; export), a company's
 * orders, the stock's adjustment and ledger, and the links of order numbers and companies.
 */
export const erpArea = defineAppArea({
  name: 'erp',
  loadTexts: () => import('./texts.ts').then((m) => [m.erpTexts]),
  panels: {
    ErpStockTools: { Panel: lazy(() => import('./stock/StockTools.tsx').then((m) => ({ default: m.StockTools }))) },
  },
  rowDetails: {
    ErpStockLedger: lazy(() => import('./stock/StockLedgerRows.tsx').then((m) => ({ default: m.StockLedgerRows }))),
  },
  displays: {
    erpPurchaseNo: lazyDisplay(() => import('./purchase/PurchaseNo.tsx').then((m) => m.PurchaseNo)),
    erpPurchaseLines: lazyDisplay(() => import('./purchase/PurchaseLinesDisplay.tsx').then((m) => m.PurchaseLinesDisplay)),
    erpAttachments: lazyDisplay(() => import('./purchase/AttachmentsDisplay.tsx').then((m) => m.AttachmentsDisplay)),
    erpCompanyName: lazyDisplay(() => import('./partners/CompanyName.tsx').then((m) => m.CompanyName)),
    erpAvailable: lazyDisplay(() => import('./stock/AvailableDisplay.tsx').then((m) => m.AvailableDisplay)),
    // the dealer beside a customer on repairs and requests (resources/needs: the customer_name field)
    customerDealer: lazyDisplay(() => import('./partners/CustomerDealer.tsx').then((m) => m.CustomerDealer)),
  },
  inputs: {
    // checked by the server's own rule (src/domain/erp/purchaseLines.ts) before the form sends it
    erpPurchaseLines: {
      Input: lazy(() => import('./purchase/PurchaseLinesInput.tsx').then((m) => ({ default: m.PurchaseLinesInput }))),
      check: (value: unknown) => import('../../../domain/erp/purchaseLines.ts').then((m) => linesCheck(m.checkPurchaseLines(value))),
    },
    erpAttachments: { Input: lazy(() => import('./purchase/AttachmentsInput.tsx').then((m) => ({ default: m.AttachmentsInput }))) },
  },
  pages: {
    ErpPurchasePage: lazyWithTimeout(() => import('./purchase/ErpPurchasePage.tsx').then((m) => m.ErpPurchasePage)),
    ErpCompanyPurchasePage: lazyWithTimeout(() => import('./partners/ErpCompanyPurchasePage.tsx').then((m) => m.ErpCompanyPurchasePage)),
  },
});
