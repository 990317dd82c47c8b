import type { GroupHandlers } from '../../engine/mount.ts';
import { companyPurchasesHandler } from './companyPurchases.ts';
import { customersHandler } from './customers.ts';
import { dealersHandler } from './dealers.ts';
import { modelsHandler } from './models.ts';
import { openLinesHandler } from './openLines.ts';
import { payHandler } from './payments.ts';
import { purchaseDetailHandler } from './purchaseDetail.ts';
import { approveHandler, cancelHandler, closeHandler, rejectHandler, reviewHandler, submitHandler, unapproveHandler } from './purchaseSteps.ts';
import { returnHandler } from './returns.ts';
import { serialCheckHandler } from './serialCheck.ts';
import { shipHandler } from './ship.ts';
import { stockAdjustHandler } from './stockAdjust.ts';
import { stockOfHandler } from './stockOf.ts';

/** Handlers of ERP's endpoint group (resources/erp/endpoints.ts), by endpoint key. */
export const ERP_HANDLERS = {
  'erp.models': modelsHandler,
  'erp.customers': customersHandler,
  'erp.openLines': openLinesHandler,
  'erp.purchaseDetail': purchaseDetailHandler,
  'erp.submit': submitHandler,
  'erp.approve': approveHandler,
  'erp.review': reviewHandler,
  'erp.reject': rejectHandler,
  'erp.unapprove': unapproveHandler,
  'erp.ship': shipHandler,
  'erp.returnSerials': returnHandler,
  'erp.pay': payHandler,
  'erp.close': closeHandler,
  'erp.cancel': cancelHandler,
  'erp.serialCheck': serialCheckHandler,
  'erp.stockAdjust': stockAdjustHandler,
  'erp.companyPurchases': companyPurchasesHandler,
  'erp.stockOf': stockOfHandler,
  'erp.dealers': dealersHandler,
} satisfies Partial<GroupHandlers>;
