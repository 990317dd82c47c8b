/** Word lists for the demo data: realistic Chinese names, companies, places, models and faults. */

export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高', '郑', '梁', '谢', '宋', '唐', '许', '邓', '冯', '韩', '曹'];
export const GIVEN_NAMES = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '华', '建国', '志强', '海燕', '晓东', '春梅', '文博', '子涵', '思远', '雨轩', '浩然', '欣怡', '俊杰', '佳琪'];

export const CITIES_FOR_COMPANY = ['深圳市', '东莞市', '广州市', '苏州市', '武汉市', '佛山市', '温州市', '宁波市', '杭州市', '厦门市', '青岛市', '成都市'];
export const COMPANY_WORDS = ['华创', '精工', '锐意', '光速', '鑫达', '恒通', '宏图', '中科', '博远', '泰和', '金辉', '新锐', '明轩', '汇丰', '联兴', '卓越'];
export const COMPANY_KINDS = ['激光科技有限公司', '精密机械有限公司', '广告标识有限公司', '电子科技有限公司', '五金制品厂', '工艺品有限公司', '包装材料有限公司', '智能装备有限公司'];

export const EMAIL_DOMAINS = ['163.com', 'qq.com', '126.com', 'foxmail.com', 'sina.com', 'outlook.com'];

/** Province, city and districts. */
export const PLACES: readonly { province: string; city: string; districts: readonly string[] }[] = [
  { province: '广东省', city: '深圳市', districts: ['南山区', '宝安区', '龙岗区', '福田区', '龙华区'] },
  { province: '广东省', city: '东莞市', districts: ['长安镇', '虎门镇', '松山湖', '塘厦镇'] },
  { province: '广东省', city: '广州市', districts: ['天河区', '番禺区', '白云区', '黄埔区'] },
  { province: '江苏省', city: '苏州市', districts: ['工业园区', '吴中区', '昆山市', '相城区'] },
  { province: '浙江省', city: '杭州市', districts: ['余杭区', '萧山区', '滨江区'] },
  { province: '浙江省', city: '温州市', districts: ['鹿城区', '瑞安市', '乐清市'] },
  { province: '湖北省', city: '武汉市', districts: ['东湖高新区', '江夏区', '汉阳区'] },
  { province: '山东省', city: '青岛市', districts: ['黄岛区', '城阳区', '即墨区'] },
  { province: '四川省', city: '成都市', districts: ['高新区', '双流区', '郫都区'] },
  { province: '福建省', city: '厦门市', districts: ['集美区', '海沧区', '湖里区'] },
];
export const STREETS = ['科技园路', '创业大道', '工业一路', '兴业路', '高新南七道', '人民北路', '中山大道', '滨海大道', '振兴路', '金融街'];

/** Device models with the two-digit model code used in serials. */
export const MODELS: readonly { name: string; code: string }[] = [
  { name: 'F1 光纤激光打标机', code: '01' },
  { name: 'F2 Pro 光纤打标机', code: '02' },
  { name: 'M2 Ultra 雕刻机', code: '05' },
  { name: 'M1 桌面雕刻机', code: '06' },
  { name: 'LX-30W', code: '10' },
  { name: 'LX-60W', code: '11' },
  { name: 'UV-5 紫外打标机', code: '15' },
  { name: 'CO2-80 切割机', code: '20' },
];

export const FAULTS = [
  '激光头不出光', '雕刻深度不一致', '开机无反应', '振镜抖动，打标图案变形', '软件无法连接设备', '红光指示偏移',
  '风扇异响，机器过热报警', '切割边缘发黑', '焦距无法调节', '打标过程中突然停机', '电源指示灯闪烁后关机', '出光功率明显下降',
  'Z 轴升降卡顿', 'USB 通讯断开', '水冷报警无法消除', '镜片有污渍，光斑发散',
];

export const SOLUTIONS = [
  '更换激光器电源模块并校准功率', '清洁场镜与反射镜，重新校准光路', '更换振镜驱动板', '更新固件并重装驱动',
  '更换主控板，恢复出厂参数', '更换散热风扇并清理风道', '调整导轨并更换同步带', '更换水泵并补充冷却液',
];

export const ENGINEERS = ['刘工', '陈工', '周师傅', '黄工', '赵师傅'];

export const FOLLOW_NOTES = [
  '已电话联系客户，确认故障现象', '客户询问维修进度，已告知预计时间', '配件已下单，等待到货', '已发送报价单至客户微信',
  '客户要求加急处理', '已远程指导客户检查接线', '客户反馈设备已正常使用',
];

export const CANCEL_REASONS = ['客户自行解决问题', '客户改为购买新机', '重复提交的维修单', '客户联系不上'];
export const REFUSE_REASONS = ['客户认为维修费用过高', '客户决定更换新设备', '设备已过保，客户放弃维修'];
