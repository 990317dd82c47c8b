import type { TicketFormField } from '../../../domain/ticketForm.ts';

/** Word lists of the workflow demo data: types with their forms, recurring problems, ticket texts. */

export interface DemoType {
  name: string;
  category: string;
  /** Username of the default handler, if any. */
  handler: string | null;
  priority: 'urgent' | 'high' | 'normal' | 'low';
  sla: [urgent: number, high: number, normal: number, low: number];
  form: TicketFormField[];
  description: string;
  /** Title and description pairs of its tickets. */
  texts: readonly (readonly [string, string])[];
  /** The link kinds its tickets carry most. */
  links: readonly ('serial' | 'repair' | 'request' | 'exchange')[];
}

export const TYPES: readonly DemoType[] = [
  {
    name: '设备故障',
    category: '售后',
    handler: 'staff',
    priority: 'high',
    sla: [4, 24, 48, 120],
    form: [
      { name: 'symptom', label: '故障现象', type: 'select', required: true, options: ['不出光', '功率下降', '报警停机', '打标偏移', '异响', '无法开机'] },
      { name: 'alarm_code', label: '报警代码', type: 'text' },
      { name: 'work_hours', label: '累计工时', type: 'number' },
      { name: 'photo', label: '现场照片', type: 'image' },
    ],
    description: '设备在客户现场出现故障，需要远程诊断或安排上门。',
    texts: [
      ['激光器不出光', '客户反映开机后激光器不出光，红光指示正常，软件无报警。'],
      ['打标深度明显变浅', '同样参数下打标深度比上月浅一半，怀疑功率衰减。'],
      ['设备频繁报警停机', '加工过程中每隔半小时报警停机一次，重启后可继续。'],
      ['振镜偏移导致图案错位', '打标图案整体向左偏移约 2 毫米，校正后仍复现。'],
      ['风扇异响', '机箱后部风扇有明显异响，客户担心过热。'],
      ['开机无反应', '客户更换插座后仍无法开机，电源指示灯不亮。'],
    ],
    links: ['serial', 'serial', 'repair'],
  },
  {
    name: '安装调试',
    category: '售前',
    handler: 'admin',
    priority: 'normal',
    sla: [8, 24, 72, 168],
    form: [
      { name: 'install_date', label: '期望上门日期', type: 'date', required: true },
      { name: 'site', label: '安装环境', type: 'select', options: ['工厂车间', '门店', '办公室', '实验室'] },
      { name: 'contact', label: '现场联系人', type: 'text' },
    ],
    description: '新设备到货后的安装、调试与操作培训。',
    texts: [
      ['新购设备上门安装', '客户新购设备已到货，申请安排工程师上门安装并培训操作。'],
      ['生产线整合调试', '客户希望把打标机接入流水线，需要调试外部触发信号。'],
      ['更换场地后重新调试', '客户工厂搬迁，设备需要重新调平并校准焦距。'],
    ],
    links: ['serial'],
  },
  {
    name: '配件咨询',
    category: '售后',
    handler: 'staff',
    priority: 'low',
    sla: [8, 48, 96, 240],
    form: [
      { name: 'part', label: '配件名称', type: 'text' },
      { name: 'quantity', label: '数量', type: 'number' },
    ],
    description: '配件的型号、价格、库存与发货咨询。',
    texts: [
      ['场镜型号咨询', '客户想升级为更大幅面的场镜，咨询兼容型号与价格。'],
      ['反射镜片询价', '客户需要一批 CO2 反射镜片，询问价格与交期。'],
      ['驱动板能否单独购买', '客户询问振镜驱动板能否单独购买并自行更换。'],
    ],
    links: ['request', 'serial'],
  },
  {
    name: '投诉建议',
    category: '客服',
    handler: null,
    priority: 'normal',
    sla: [2, 12, 48, 96],
    form: [
      { name: 'channel', label: '反馈渠道', type: 'select', required: true, options: ['电话', '微信', '邮件', '现场'] },
      { name: 'satisfaction', label: '满意度', type: 'select', options: ['非常不满意', '不满意', '一般', '满意'] },
    ],
    description: '客户的投诉与改进建议，由客服主管分派。',
    texts: [
      ['维修周期过长', '客户投诉维修单寄回已超过两周仍未处理完毕。'],
      ['换货物流太慢', '客户反映换货新机发出后物流五天未更新。'],
      ['建议增加中文操作手册', '客户建议随机附赠更详细的中文操作手册与视频。'],
    ],
    links: ['repair', 'exchange'],
  },
  {
    name: '软件问题',
    category: '技术',
    handler: 'admin',
    priority: 'normal',
    sla: [4, 24, 72, 168],
    form: [
      { name: 'version', label: '软件版本', type: 'text', required: true },
      { name: 'os', label: '操作系统', type: 'select', options: ['Windows 10', 'Windows 11', 'macOS', '其他'] },
      { name: 'screenshot', label: '报错截图', type: 'image' },
    ],
    description: '打标软件的安装、授权、兼容与使用问题。',
    texts: [
      ['软件无法识别设备', '升级系统后打标软件提示未连接设备，USB 指示灯正常。'],
      ['授权到期提示', '软件启动时提示授权到期，客户确认已购买永久授权。'],
      ['导入矢量图变形', '导入 DXF 文件后曲线出现锯齿与变形。'],
    ],
    links: ['serial'],
  },
  {
    name: '旧版表单',
    category: '其他',
    handler: null,
    priority: 'low',
    sla: [8, 48, 96, 240],
    form: [],
    description: '已停用：并入「投诉建议」。',
    texts: [['其他问题', '客户来电咨询的其他问题。']],
    links: [],
  },
];

/** The type seeded disabled (a type in use can only be disabled). */
export const DISABLED_TYPE = '旧版表单';

export const QUESTIONS: readonly { title: string; model: string | null; category: string; answer: string }[] = [
  { title: '激光器电源模块老化导致不出光', model: 'LX-30W', category: '硬件', answer: '测量电源输出电压，低于 24V 时更换激光器电源模块（配件 PJ-PSU-30W）。' },
  { title: '场镜污染导致功率下降', model: 'F1 光纤激光打标机', category: '硬件', answer: '用无水乙醇与镜头纸清洁场镜，仍不恢复时更换 F160 场镜。' },
  { title: '振镜零点漂移', model: 'F2 Pro 光纤打标机', category: '硬件', answer: '在软件「校正」页重新做九点校正，偏移超过 1 毫米时更换振镜驱动板。' },
  { title: '散热风扇积尘异响', model: 'M2 Ultra 雕刻机', category: '保养', answer: '断电后清理风扇积尘，轴承磨损时更换风扇。建议每季度清洁一次。' },
  { title: 'USB 驱动未签名导致软件无法识别', model: null, category: '软件', answer: '安装官网最新签名驱动，Windows 11 需在设备管理器中手动指定驱动。' },
  { title: '授权文件与电脑绑定失效', model: null, category: '软件', answer: '更换电脑后在官网「授权迁移」页提交原机器码，24 小时内重新下发授权。' },
  { title: 'DXF 导入精度设置过低', model: null, category: '软件', answer: '在「导入设置」中把曲线精度调到 0.01 毫米，并关闭自动平滑。' },
  { title: 'CO2 反射镜片灼伤', model: 'CO2-80 切割机', category: '硬件', answer: '检查三片反射镜，有灼痕的更换（配件 PJ-MIRROR-25），并重新调光路。' },
  { title: 'Z 轴同步带松动', model: 'M1 桌面雕刻机', category: '保养', answer: '按手册调整张紧轮，齿面磨损时更换 Z 轴同步带。' },
  { title: '紫外激光器水冷温度过高报警', model: 'UV-5 紫外打标机', category: '硬件', answer: '检查水箱液位与散热片，环境温度超过 30℃ 时加装空调。' },
  { title: '物流延误的安抚与补偿', model: null, category: '服务', answer: '主动致电说明原因，超过承诺时效 3 天的按政策赠送一次免费保养。' },
  { title: '上门安装前的场地准备', model: null, category: '服务', answer: '提前确认 220V 独立电源、排风口与工作台承重，避免上门后无法安装。' },
];

export const COMMENTS = [
  '已电话联系客户，确认故障现象。',
  '已远程连线查看，正在排查。',
  '已安排工程师明天上午上门。',
  '客户补充了现场照片，见附件。',
  '已寄出替换配件，等待客户反馈。',
  '客户暂不方便，约定下周再联系。',
  '已按标准答复指导客户操作。',
  '需要厂家技术支持协助，已转交研发确认。',
];

export const ASSIGN_REASONS = [
  '该型号由售后二组负责',
  '原处理人休假，转交跟进',
  '需要现场工程师处理',
  '客户所在区域的工程师更近',
  '涉及软件授权，转技术支持',
];

export const RESULTS = [
  '更换配件后设备恢复正常，客户确认。',
  '远程指导客户完成设置，问题解决。',
  '上门调试完成，已培训客户操作。',
  '已按标准答复处理，客户满意。',
  '客户确认问题不再出现，关闭工单。',
  '已报价并发货，客户签收。',
];

export const DESC_ADDITIONS = ['补充：客户提供了报警代码 E102。', '补充：问题仅在连续工作两小时后出现。', '补充：客户希望周末上门。'];
