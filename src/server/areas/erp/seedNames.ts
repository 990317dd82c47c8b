/** The names the ERP demo data is made of: dealer groups by region, and the companies' cities and trade names. */

export const SEED_GROUPS = [
  { name: '华南经销商', region: '华南', discount_rate: 3, sort: 10, remark: '广东、广西、福建、海南' },
  { name: '华东经销商', region: '华东', discount_rate: 5, sort: 20, remark: '上海、江苏、浙江、安徽、山东' },
  { name: '华北经销商', region: '华北', discount_rate: 2, sort: 30, remark: '北京、天津、河北、山西、内蒙古' },
  { name: '西南经销商', region: '西南', discount_rate: 0, sort: 40, remark: '四川、重庆、云南、贵州' },
  { name: '海外代理', region: '海外', discount_rate: 8, sort: 50, remark: '东南亚与中东代理商，美元结算折合人民币' },
] as const;

/** A city of a group: its name, the 6-digit division code of its credit codes, and a phone area code. */
export interface SeedCity {
  city: string;
  division: string;
  area: string;
}

export const SEED_CITIES: Record<string, readonly SeedCity[]> = {
  华南: [
    { city: '深圳', division: '440300', area: '0755' },
    { city: '广州', division: '440100', area: '020' },
    { city: '东莞', division: '441900', area: '0769' },
    { city: '佛山', division: '440600', area: '0757' },
    { city: '厦门', division: '350200', area: '0592' },
    { city: '南宁', division: '450100', area: '0771' },
  ],
  华东: [
    { city: '上海', division: '310115', area: '021' },
    { city: '苏州', division: '320500', area: '0512' },
    { city: '杭州', division: '330100', area: '0571' },
    { city: '宁波', division: '330200', area: '0574' },
    { city: '合肥', division: '340100', area: '0551' },
    { city: '济南', division: '370100', area: '0531' },
    { city: '温州', division: '330300', area: '0577' },
  ],
  华北: [
    { city: '北京', division: '110108', area: '010' },
    { city: '天津', division: '120116', area: '022' },
    { city: '石家庄', division: '130100', area: '0311' },
    { city: '太原', division: '140100', area: '0351' },
  ],
  西南: [
    { city: '成都', division: '510100', area: '028' },
    { city: '重庆', division: '500000', area: '023' },
    { city: '昆明', division: '530100', area: '0871' },
    { city: '贵阳', division: '520100', area: '0851' },
  ],
  海外: [
    { city: '深圳前海', division: '440300', area: '0755' },
    { city: '上海自贸区', division: '310115', area: '021' },
  ],
};

export const SEED_TRADE_NAMES = [
  '锐光', '华镭', '精雕', '恒通', '博创', '金辉', '宏达', '鑫源', '天工', '明匠', '瑞科', '新锐', '嘉業', '正信', '德胜', '华晨',
  '创美', '普照', '东方红', '卓越', '长城', '汇通', '联科', '启航', '银河', '金石', '海纳', '安泰', '晶彩', '利达', '光速', '永盛',
  '雷诺', '中恒', '星辰', '远航',
];

export const SEED_COMPANY_KINDS = ['激光科技有限公司', '激光设备有限公司', '自动化设备有限公司', '机电设备有限公司', '贸易有限公司', '智能装备有限公司'];

export const SEED_CONTACTS = ['陈志强', '林晓东', '王海峰', '李文静', '张国栋', '刘建华', '黄丽娟', '周明', '吴俊杰', '郑伟', '孙磊', '马超', '朱红梅', '胡斌', '郭涛', '何晓燕', '高翔', '罗杰', '梁宏', '宋佳'];

export const SEED_STREETS = ['科技园南路', '工业大道', '高新四路', '创业路', '经济开发区兴业街', '滨江大道', '环城北路', '光明大街'];

export const SEED_COURIERS = ['顺丰速运', '德邦物流', '京东物流', '中通快运', '跨越速运'];

export const SEED_CANCEL_REASONS = ['客户取消采购计划', '重复下单，作废', '价格未谈妥', '客户改订其他机型', '资金未到位'];
export const SEED_CLOSE_REASONS = ['剩余数量客户不再需要', '机型停产，余量不再发货', '客户项目取消，余量关闭', '年底结案'];
export const SEED_RETURN_REASONS = ['运输途中外壳破损', '客户多订退回', '开箱不亮，返厂检测', '型号发错，退回重发'];
export const SEED_REMARKS = ['年度框架协议内采购', '展会订单', '客户急用，优先发货', '含安装培训', '分批发货', null, null, null];
