/** Word lists of the needs demo data: product models, stock items, reasons and remarks. */

export { PRODUCT_MODELS } from '../../shared/products/demoModels.ts';

export const STOCK_ITEMS = [
  { name: 'F1 光纤打标机备用机', sku: 'BY-F1-001', kind: 'backup', model: 'F1 光纤激光打标机', code: '01', quantity: 12, warn_level: 2, location: '深圳仓 A-01' },
  { name: 'F2 Pro 备用机', sku: 'BY-F2P-001', kind: 'backup', model: 'F2 Pro 光纤打标机', code: '02', quantity: 10, warn_level: 2, location: '深圳仓 A-02' },
  { name: 'M2 Ultra 备用机', sku: 'BY-M2U-001', kind: 'backup', model: 'M2 Ultra 雕刻机', code: '05', quantity: 8, warn_level: 1, location: '深圳仓 A-03' },
  { name: 'LX-30W 备用机', sku: 'BY-LX30-001', kind: 'backup', model: 'LX-30W', code: '10', quantity: 7, warn_level: 1, location: '苏州仓 B-01' },
  { name: 'UV-5 备用机', sku: 'BY-UV5-001', kind: 'backup', model: 'UV-5 紫外打标机', code: '15', quantity: 5, warn_level: 1, location: '深圳仓 A-05' },
  { name: 'F160 场镜', sku: 'PJ-LENS-F160', kind: 'accessory', model: 'F1 / F2 Pro', code: '01', quantity: 40, warn_level: 10, location: '配件架 C-11' },
  { name: '振镜驱动板', sku: 'PJ-GALVO-DRV', kind: 'accessory', model: 'F 系列通用', code: '02', quantity: 25, warn_level: 5, location: '配件架 C-12' },
  { name: '激光器电源模块 30W', sku: 'PJ-PSU-30W', kind: 'accessory', model: 'LX-30W', code: '10', quantity: 18, warn_level: 5, location: '配件架 C-13' },
  { name: '红光指示模块', sku: 'PJ-REDDOT', kind: 'accessory', model: '全系列通用', code: '05', quantity: 60, warn_level: 10, location: '配件架 C-14' },
  { name: 'CO2 反射镜片（3 片装）', sku: 'PJ-MIRROR-25', kind: 'accessory', model: 'CO2-80 切割机', code: '20', quantity: 30, warn_level: 8, location: '配件架 C-15' },
  { name: 'Z 轴同步带', sku: 'PJ-BELT-Z', kind: 'accessory', model: 'M2 Ultra / M1', code: '06', quantity: 22, warn_level: 6, location: '配件架 C-16' },
  { name: 'F2 Pro 整机（换货用）', sku: 'ZJ-F2P-NEW', kind: 'unit', model: 'F2 Pro 光纤打标机', code: '02', quantity: 10, warn_level: 2, location: '深圳仓 Z-01' },
  { name: 'M2 Ultra 整机（换货用）', sku: 'ZJ-M2U-NEW', kind: 'unit', model: 'M2 Ultra 雕刻机', code: '05', quantity: 9, warn_level: 2, location: '深圳仓 Z-02' },
  { name: 'UV-5 整机（换货用）', sku: 'ZJ-UV5-NEW', kind: 'unit', model: 'UV-5 紫外打标机', code: '15', quantity: 5, warn_level: 1, location: '深圳仓 Z-03' },
] as const;

export const BACKUP_REASONS = [
  '设备返厂维修期间需要备用机维持生产', '客户产线赶工，维修周期内借用备用机', '主机激光器故障待换件，申请临时备用机',
  '展会期间样机送修，借用备用机演示', '客户为大客户，维修期间保障生产',
];
export const ACCESSORY_REASONS = [
  '场镜划伤，影响打标效果，申请更换', '振镜驱动板烧毁，保内免费更换', '激光器电源老化，出光不稳定',
  '红光指示偏移无法校准，申请新模块', '反射镜片污损，客户要求更换', 'Z 轴同步带断裂',
];
export const REFUSE_REASONS = ['设备已过保，请走付费维修流程', '序列号与客户信息不符，请核实后重新提交', '备用机库存紧张，优先保障保内客户', '同一客户已有未归还的备用机'];
export const CANCEL_REASONS = ['客户设备已修好，不再需要', '客户改为购买新机', '客户联系不上'];
export const WRITE_OFF_REASONS = ['保内免费更换，费用核销', '客户买断备用机，押金抵扣货款', '备用机运输途中损坏，按报损核销'];
export const RETURN_REMARKS = ['外观完好，功能测试正常', '外壳轻微划痕，不影响使用', '配件齐全，已消毒入库'];
export const FOLLOW_NOTES = ['已电话联系客户确认收货地址', '客户催促发货，已加急处理', '已提醒客户按时归还备用机', '快递已签收，客户反馈使用正常'];
export const EXCHANGE_REASONS = ['新机到货七天内激光器故障，按政策换新', '开箱外壳破损，物流原因换新', '主板批次问题，厂家召回换新', '同一故障维修三次未修复，按三包换新'];
export const REJECT_REASONS = ['超出七天换新期限，转维修处理', '人为损坏，不符合换新条件'];
export const EXPRESS = ['SF', 'YT', 'ZTO', 'JD'];
