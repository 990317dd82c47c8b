/** The 智能助手 demo categories, shared by the keyword answers, the Q&A corpus and the knowledge bases (their names are what the other seed lists point to). */
export const SEED_CATEGORIES: readonly { name: string; remark: string }[] = [
  { name: '产品咨询', remark: '型号区别、技术参数、适用材料、选型建议' },
  { name: '故障排查', remark: '不出光、切不透、走位、报警代码等设备故障的处理' },
  { name: '保修售后', remark: '保修期、保修范围、寄修、上门、备用机、保外收费' },
  { name: '软件使用', remark: 'RDWorks、LightBurn、打标软件、驱动安装与参数设置' },
  { name: '耗材配件', remark: '激光管、镜片、场镜、激光模组等耗材的寿命、更换与购买' },
  { name: '订单物流', remark: '发货、快递、寄修运费、发票与付款' },
  { name: '安全须知', remark: '激光防护、防火、用电安全、禁用材料' },
  { name: '其他', remark: '问候、转人工、联系方式等未归入以上分类的问题' },
];
