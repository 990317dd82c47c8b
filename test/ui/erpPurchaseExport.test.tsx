import { describe, expect, it } from 'vitest';
import { orderSheets } from '../../src/app/areas/erp/purchase/exportOrder.ts';
import type { PurchaseDetail } from '../../src/app/areas/erp/purchase/purchaseApi.ts';
import { erpTexts } from '../../src/app/areas/erp/texts.ts';
import { interpolate, type Translate } from '../../src/app/locales/text.ts';
import { amountInWords } from '../../src/domain/erp/amountInWords.ts';
import { purchaseSteps } from '../../src/domain/erp/purchaseMachine.ts';

/**
 * 导出's workbook of one order (exportOrder.orderSheets): four sheets in order — the order's facts
 * and amounts (money in yuan as numbers, 大写金额), the lines, one row per shipped serial with its
 * shipment, the payments — with a text a spreadsheet would run as a formula escaped.
 */

const t: Translate = (key, params) => interpolate((erpTexts.zh as Record<string, string>)[key] ?? key, params);

const order = {
  id: 7, no: 'CG202611300001', company_id: 3, state: 'partial', quantity: 3, shipped_quantity: 1, subtotal: 957, discount_rate: 5, discount_amount: 48, total: 909,
  returned_amount: 0, paid: 100, remark: '=HYPERLINK("x")', attachments: null, created_at: '2026-11-30T02:00:00.000Z', updated_at: '2026-11-30T02:00:00.000Z',
  approved_at: null, reviewed_at: null, ended_reason: null, version: 4, company_name: '深圳市测试有限公司', created_by_name: '陈静', approved_by_name: '孙芳', reviewed_by_name: null,
};

const detail: PurchaseDetail = {
  order,
  company: { id: 3, name: '深圳市测试有限公司', credit_code: '91440300MA5G00001X', contact: '陈经理', phone: '13800138000', address: null, group_name: '华南经销商', discount_rate: 5 },
  lines: [
    { id: 1, product_id: 1, product_name: 'F1 光纤激光打标机', quantity: 1, unit_price: 15, discount_rate: 50, amount: 8, shipped_quantity: 1, returned_quantity: 0 },
    { id: 2, product_id: 2, product_name: 'F2 Pro 光纤打标机', quantity: 3, unit_price: 333, discount_rate: 5, amount: 949, shipped_quantity: 0, returned_quantity: 0 },
  ],
  shipments: [
    {
      id: 5, no: 'FH202611300001', courier: '顺丰', courier_no: 'SF123', quantity: 1, remark: null, operator_name: '周伟', created_at: '2026-11-30T03:00:00.000Z',
      serials: [{ serial: 'SUP01ZY2610', line_id: 1, product_id: 1, product_name: 'F1 光纤激光打标机', returned_at: null, return_reason: null }],
    },
  ],
  payments: [{ id: 9, amount: 100, method: 'transfer', paid_on: '2026-11-30', remark: null, operator_name: '王建国', created_at: '2026-11-30T04:00:00.000Z' }],
  history: [],
  actions: purchaseSteps({ state: 'partial', quantity: 3, shipped_quantity: 1, returned_quantity: 0, total: 909, returned_amount: 0, paid: 100 }),
  due: 809,
  amount_in_words: amountInWords(909),
  review_amount: 5_000_000,
};

describe('导出 of an order (orderSheets)', () => {
  it('writes the order, its lines, each shipped serial and the payments, money in yuan', () => {
    const sheets = orderSheets(detail, t);
    expect(sheets.map((s) => s.name)).toEqual(['采购单', '明细', '发货', '收款']);
    const facts = Object.fromEntries(sheets[0].rows.map(([k, v]) => [k, v]));
    expect(facts).toMatchObject({ 采购单号: 'CG202611300001', 状态: '部分发货', 公司: '深圳市测试有限公司', 行金额合计: 9.57, '分组折扣（5%）': 0.48, 订单金额: 9.09, 已收款: 1, 待收: 8.09, 大写金额: '玖元零玖分' });
    // a remark a spreadsheet would run is kept as text
    expect(facts['备注']).toBe('\'=HYPERLINK("x")');
    expect(sheets[1].headers).toEqual(['#', '机型', '数量', '单价（元）', '折扣', '金额（元）', '已发货', '已退货']);
    expect(sheets[1].rows).toEqual([
      [1, 'F1 光纤激光打标机', 1, 0.15, 50, 0.08, 1, 0],
      [2, 'F2 Pro 光纤打标机', 3, 3.33, 5, 9.49, 0, 0],
    ]);
    expect(sheets[2].rows).toEqual([['FH202611300001', '顺丰', 'SF123', '2026-11-30 11:00:00', '周伟', 'SUP01ZY2610', 'F1 光纤激光打标机', null, null]]);
    expect(sheets[3].rows).toEqual([['2026-11-30', 1, '银行转账', null, '王建国', '2026-11-30 12:00:00']]);
  });
});
