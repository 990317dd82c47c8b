/** The demo product models (SEED=demo): the needs area seeds them, the workflow demo tickets name their serials. */
export const PRODUCT_MODELS = [
  { name: 'F1 光纤激光打标机', code: '01', letters: null, category: 'fiber', sale_state: 'on_sale', warranty_months: 12, price: 1_880_000, launched_on: '2022-03-15' },
  { name: 'F2 Pro 光纤打标机', code: '02', letters: null, category: 'fiber', sale_state: 'on_sale', warranty_months: 18, price: 2_680_000, launched_on: '2023-06-01' },
  { name: 'F2 Pro 行业加长保版', code: '02', letters: 'VP', category: 'fiber', sale_state: 'on_sale', warranty_months: 36, price: 3_080_000, launched_on: '2024-02-20' },
  { name: 'M2 Ultra 雕刻机', code: '05', letters: null, category: 'engraver', sale_state: 'on_sale', warranty_months: 24, price: 1_299_900, launched_on: '2024-03-01' },
  { name: 'M1 桌面雕刻机', code: '06', letters: null, category: 'engraver', sale_state: 'discontinued', warranty_months: 12, price: 599_900, launched_on: '2021-09-10' },
  { name: 'LX-30W', code: '10', letters: null, category: 'fiber', sale_state: 'on_sale', warranty_months: 12, price: 1_560_000, launched_on: '2022-11-01' },
  { name: 'LX-60W', code: '11', letters: null, category: 'fiber', sale_state: 'on_sale', warranty_months: 12, price: 2_360_000, launched_on: '2023-01-05' },
  { name: 'UV-5 紫外打标机', code: '15', letters: null, category: 'uv', sale_state: 'on_sale', warranty_months: 12, price: 3_960_000, launched_on: '2023-08-18' },
  { name: 'CO2-80 切割机', code: '20', letters: null, category: 'co2', sale_state: 'on_sale', warranty_months: 12, price: 2_180_000, launched_on: '2022-05-20' },
  { name: 'CO2-150 大幅面切割机', code: '21', letters: null, category: 'co2', sale_state: 'upcoming', warranty_months: 24, price: 4_580_000, launched_on: '2027-01-10' },
] as const;
