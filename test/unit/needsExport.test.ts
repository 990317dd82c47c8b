import { describe, expect, it } from 'vitest';
import { requests } from '../../resources/needs/requests.ts';
import { escapeCell, exportFieldsOf, exportHeadersOf, exportRowOf } from '../../src/app/schema/list/exportCells.ts';
import { describeFilter, describeSort } from '../../src/app/shared/exportJobs/describeExport.ts';

describe('export cells', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+86 138', `'+86 138`],
    ['-1+1', `'-1+1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `'\rcmd`],
    ['SUP01AB2401', 'SUP01AB2401'],
    ['陈志强', '陈志强'],
    ['a=b', 'a=b'],
  ])('%j → %j', (input, output) => expect(escapeCell(input)).toBe(output));

  it('has Chinese headers from the labels, no id or version', () => {
    const headers = exportHeadersOf(exportFieldsOf(requests));
    expect(headers.slice(0, 4)).toEqual(['申请单号', '申请类型', '状态', '客户设备序列号']);
    expect(headers).not.toContain('ID');
    expect(headers).not.toContain('版本');
  });

  it('writes enum labels, yuan, reference labels, and escapes text', () => {
    const fields = exportFieldsOf(requests);
    const row = exportRowOf(fields, { no: 'BY202611220001', type: 1, status: 'credited', stock_id: 3, stock_id_label: 'F1 备用机', deposit: 200000, credit_amount: 15050, customer_name: '=cmd|calc', quantity: 2, address: null });
    const cell = (label: string) => row[fields.findIndex((f) => f.label === label)];
    expect(cell('申请类型')).toBe('备用机申请');
    expect(cell('状态')).toBe('已入账');
    expect(cell('申领物品')).toBe('F1 备用机');
    expect(cell('押金')).toBe(2000);
    expect(cell('入账金额')).toBe(150.5);
    expect(cell('数量')).toBe(2);
    expect(cell('客户姓名')).toBe(`'=cmd|calc`);
    expect(cell('收货地址')).toBeNull();
  });
});

describe('export record descriptions', () => {
  it('names fields and enum labels, leaving out the screen filter', () => {
    expect(describeFilter(requests.fields, { type: 1 }, { type: '1', status: 'pending', created_at: '2026-11-01,2026-11-30', q: '陈' }))
      .toBe('「状态」= 待审核；「创建时间」= 2026-11-01 ~ 2026-11-30；关键词 = 陈');
    expect(describeSort(requests.fields, '-created_at', '升序', '降序')).toBe('创建时间 降序');
  });
});
