import type { KeywordMatch } from '../../../../domain/replyRules.ts';

/**
 * The demo rules of 自动回复 for a laser-engraving device provider: the keyword rules (each with
 * the messages followers send that it answers, for the history), the 关注回复 and the default reply.
 * A corpus reply names the assistant's seeded corpus pair by its question.
 */

/** A demo reply: as a rule's reply, a corpus pair named by its question. */
export type SeedReply = { kind: 'text'; text: string } | { kind: 'news'; title: string; url: string; description?: string } | { kind: 'corpusQuestion'; question: string };

export interface SeedRule {
  name: string;
  category: string | null;
  keywords: readonly (readonly [string, KeywordMatch])[];
  replies: readonly SeedReply[];
  mode?: 'all' | 'random';
  enabled?: boolean;
  /** What followers send that this rule answers (the history draws from these). */
  asks: readonly string[];
}

export const SEED_REPLY_CATEGORIES: readonly { name: string; remark: string }[] = [
  { name: '售后', remark: '保修、报修、寄修、维修进度' },
  { name: '产品咨询', remark: '型号、价格、材料、打样' },
  { name: '软件驱动', remark: '雕刻软件、驱动下载、连接设置' },
  { name: '订单发票', remark: '发货、物流、发票、付款' },
  { name: '故障处理', remark: '不出光、报警代码、切不透' },
  { name: '耗材配件', remark: '激光管、镜片、配件购买' },
  { name: '常用信息', remark: '联系方式、地址、营业时间' },
  { name: '活动推广', remark: '节日活动、优惠通知（当前没有规则）' },
];

const t = (text: string): SeedReply => ({ kind: 'text', text });
const corpus = (question: string): SeedReply => ({ kind: 'corpusQuestion', question });

export const SEED_KEYWORD_RULES: readonly SeedRule[] = [
  { name: '保修政策', category: '售后', keywords: [['保修', 'exact'], ['保修政策', 'contains'], ['质保', 'contains']], replies: [t('整机保修期按型号 12–24 个月，激光管保修 6 个月，易损件（镜片、喷嘴）不保修。详细条款见官网“服务政策”。'), { kind: 'news', title: '激光设备保修政策（2026 版）', url: 'https://www.laser-demo.cn/service/warranty', description: '保修期、保修范围与保外收费标准' }], asks: ['保修', '保修政策是什么', '质保多久', '你们质保几年', '保修政策'] },
  { name: '保修期查询', category: '售后', keywords: [['查保修', 'contains'], ['保修期', 'contains']], replies: [corpus('怎么查机器还在不在保修期？')], asks: ['怎么查保修', '保修期还有多久', '查保修', '我的机器保修期过了吗'] },
  { name: '售后电话', category: '常用信息', keywords: [['售后电话', 'contains'], ['客服电话', 'contains'], ['电话', 'exact']], replies: [t('售后服务热线：400-800-1234（周一至周六 8:30–18:00），节假日请在公众号留言，我们会在下一个工作日回复。')], asks: ['售后电话', '客服电话多少', '电话', '你们售后电话是多少'] },
  { name: '报修流程', category: '售后', keywords: [['报修', 'contains'], ['申请维修', 'contains']], replies: [corpus('怎么申请保修？'), t('报修时请准备好序列号、故障照片或视频。')], asks: ['报修', '怎么报修', '我要申请维修', '机器坏了报修'] },
  { name: '维修进度', category: '售后', keywords: [['维修进度', 'contains'], ['修好了吗', 'contains']], replies: [t('请在公众号菜单“售后服务 › 维修进度”输入工单号查询；也可以回复“人工”联系客服。')], asks: ['维修进度', '查维修进度', '我的机器修好了吗', '维修进度怎么查'] },
  { name: '寄修地址', category: '售后', keywords: [['寄修', 'contains'], ['返厂', 'contains']], replies: [corpus('寄修寄到哪里？'), corpus('寄修要注意什么？')], asks: ['寄修地址', '寄修寄到哪', '返厂地址在哪里', '怎么寄修'] },
  { name: '上门服务', category: '售后', keywords: [['上门', 'contains']], replies: [corpus('能上门维修吗？')], asks: ['能上门吗', '可以上门维修吗', '师傅上门多少钱'] },
  { name: '备用机', category: '售后', keywords: [['备用机', 'contains']], replies: [corpus('维修期间能借备用机吗？')], asks: ['有备用机吗', '维修期间备用机'] },
  { name: '维修收费', category: '售后', keywords: [['维修费', 'contains'], ['保外', 'contains']], replies: [t('保外检测免费，维修按更换的配件收费，报价确认后再维修；人工费 200 元/次。')], asks: ['维修费多少', '保外维修怎么收费', '保外多少钱'] },
  { name: '激光机价格', category: '产品咨询', keywords: [['价格', 'contains'], ['多少钱', 'contains'], ['报价', 'contains']], replies: [t('各型号价格请查看报价单，具体以销售顾问报价为准：'), { kind: 'news', title: '2026 年产品报价单', url: 'https://www.laser-demo.cn/price', description: 'CO2、光纤、二极管系列价格与配置' }], asks: ['激光机多少钱', '价格', '报价单发一下', 'CO2-80 多少钱', '光纤机价格'] },
  { name: 'CO2-80 参数', category: '产品咨询', keywords: [['CO2-80', 'contains'], ['80W', 'contains']], replies: [corpus('CO2-80 的加工幅面是多大？'), corpus('CO2-80 的雕刻速度最快多少？')], asks: ['CO2-80 参数', 'CO2-80 幅面多大', '80W 能切什么'] },
  { name: '光纤打标机', category: '产品咨询', keywords: [['光纤', 'contains'], ['打标机', 'contains']], replies: [corpus('F1 和 F2 Pro 有什么区别？')], asks: ['光纤打标机', '打标机有哪些型号', 'F1 和 F2 Pro 区别 光纤'] },
  { name: '可加工材料', category: '产品咨询', keywords: [['材料', 'contains'], ['能切什么', 'contains']], replies: [corpus('CO2-80 可以加工哪些材料？')], asks: ['能切什么', '可以加工哪些材料', '什么材料能雕刻'] },
  { name: '切金属', category: '产品咨询', keywords: [['金属', 'contains'], ['不锈钢', 'contains']], replies: [corpus('CO2-80 能切金属吗？')], asks: ['能切金属吗', '不锈钢能打标吗', '金属能刻字吗'] },
  { name: '打样', category: '产品咨询', keywords: [['打样', 'contains'], ['试样', 'contains']], replies: [corpus('可以先打样看看效果吗？')], asks: ['可以打样吗', '免费打样', '寄材料试样'] },
  { name: '二极管雕刻机', category: '产品咨询', keywords: [['M2 Ultra', 'contains'], ['二极管', 'contains']], replies: [corpus('M2 Ultra 是什么激光？适合做什么？')], asks: ['M2 Ultra 怎么样', '二极管雕刻机', 'M2 Ultra 能切什么'] },
  { name: '紫外打标', category: '产品咨询', keywords: [['紫外', 'contains'], ['UV-5', 'contains']], replies: [corpus('UV-5 紫外打标机适合什么材料？')], asks: ['紫外打标机', 'UV-5 能打塑料吗'] },
  { name: '驱动下载', category: '软件驱动', keywords: [['驱动', 'exact'], ['驱动下载', 'contains'], ['下载驱动', 'contains']], replies: [corpus('软件和驱动在哪里下载？')], asks: ['驱动', '驱动下载', '在哪里下载驱动', '驱动下载地址'] },
  { name: '雕刻软件', category: '软件驱动', keywords: [['雕刻软件', 'contains'], ['RDWorks', 'contains'], ['软件下载', 'contains']], replies: [t('CO2 系列使用 RDWorks V8，光纤系列使用 EzCad；安装包在随机 U 盘，也可在官网下载。'), { kind: 'news', title: '软件下载中心', url: 'https://www.laser-demo.cn/download', description: 'RDWorks、EzCad、USB 驱动与使用手册' }], asks: ['雕刻软件', 'RDWorks 下载', '软件下载', '雕刻软件用哪个'] },
  { name: 'LightBurn', category: '软件驱动', keywords: [['LightBurn', 'contains']], replies: [corpus('LightBurn 能用吗？')], asks: ['LightBurn 能用吗', '支持 lightburn 吗'] },
  { name: 'Mac 电脑', category: '软件驱动', keywords: [['Mac', 'contains'], ['苹果电脑', 'contains']], replies: [corpus('机器能在 Mac 上用吗？')], asks: ['Mac 能用吗', '苹果电脑能装软件吗'] },
  { name: '网口连接', category: '软件驱动', keywords: [['IP', 'contains'], ['网线', 'contains']], replies: [corpus('用网线连接怎么设置 IP？')], asks: ['网线怎么连', 'IP 地址多少', '网线连不上'] },
  { name: '切割参数', category: '软件驱动', keywords: [['参数', 'contains']], replies: [corpus('雕刻和切割的参数怎么设？')], asks: ['参数怎么设', '切割参数', '雕刻参数多少'] },
  { name: '连不上电脑', category: '软件驱动', keywords: [['连不上', 'contains'], ['连接失败', 'contains']], replies: [corpus('电脑连不上机器')], asks: ['电脑连不上机器', '软件连接失败', '连不上'] },
  { name: '发票', category: '订单发票', keywords: [['发票', 'contains'], ['开票', 'contains']], replies: [t('购机发票请联系您的销售顾问开具，电子发票会发到您的邮箱；专票请提供开票信息。')], asks: ['发票', '怎么开发票', '开票信息发给谁', '我要开专票 发票'] },
  { name: '发货时间', category: '订单发票', keywords: [['发货', 'contains'], ['几天到', 'contains']], replies: [t('现货设备付款后 48 小时内发货，物流一般 3–7 天到达；大件走物流专线，到货前司机会电话联系。')], asks: ['什么时候发货', '发货了吗', '几天到'] },
  { name: '物流单号', category: '订单发票', keywords: [['快递单号', 'contains'], ['物流', 'contains']], replies: [t('发货后销售顾问会把物流单号发给您；也可以回复“人工”查询。')], asks: ['快递单号多少', '物流到哪了', '查物流'] },
  { name: '付款方式', category: '订单发票', keywords: [['付款', 'contains'], ['转账', 'contains']], replies: [t('支持对公转账、微信和支付宝；对公账户信息请向销售顾问索取，付款后请保留凭证。')], asks: ['付款方式', '可以转账吗', '怎么付款'] },
  { name: '不出光', category: '故障处理', keywords: [['不出光', 'contains'], ['不出激光', 'contains']], replies: [corpus('激光管不出光怎么办？')], asks: ['不出光', '激光机不出光了', '机器不出激光'] },
  { name: '切不透', category: '故障处理', keywords: [['切不透', 'contains'], ['切不断', 'contains']], replies: [corpus('以前能切透现在切不透了')], asks: ['切不透', '木板切不透怎么办', '切不断'] },
  { name: '雕刻错位', category: '故障处理', keywords: [['错位', 'contains'], ['走位', 'contains']], replies: [corpus('雕刻出来的图错位了')], asks: ['雕刻错位', '图案走位了', '错位怎么办'] },
  { name: '报警代码', category: '故障处理', keywords: [['报警', 'contains'], ['故障代码', 'contains']], replies: [t('常见报警：E-01 水流保护、E-02 门盖、E-05 回原点失败、E-06 水温过高、E-09 超出幅面。请回复具体代码，或查看使用手册第 8 章。')], asks: ['报警了', '面板报警', '故障代码是什么意思'] },
  { name: '水流保护', category: '故障处理', keywords: [['E-01', 'contains'], ['E01', 'contains']], replies: [corpus('面板显示 E-01 是什么意思？')], asks: ['E-01', '报 E01', 'E01 怎么办'] },
  { name: '冷水机报警', category: '故障处理', keywords: [['冷水机', 'contains']], replies: [corpus('冷水机一直响报警')], asks: ['冷水机报警', '冷水机一直响'] },
  { name: '着火', category: '故障处理', keywords: [['着火', 'contains'], ['明火', 'contains']], replies: [corpus('切割时起明火怎么办？')], asks: ['切木板着火了', '起明火怎么办'] },
  { name: '激光管更换', category: '耗材配件', keywords: [['激光管', 'contains'], ['换管', 'contains']], replies: [t('80 W 玻璃管正常寿命约 3,000–5,000 小时；更换后需重新调光路。激光管可在官方商城购买，也可以寄修时由售后更换。'), corpus('激光管保修多久？')], asks: ['激光管更换', '激光管多少钱一根', '换管要多少钱', '激光管寿命'] },
  { name: '镜片更换', category: '耗材配件', keywords: [['镜片', 'contains'], ['聚焦镜', 'contains']], replies: [corpus('镜片坏了保修吗？'), t('镜片每周用无尘布蘸无水乙醇清洁一次，可明显延长寿命。')], asks: ['镜片脏了', '聚焦镜怎么换', '镜片多少钱'] },
  { name: '配件购买', category: '耗材配件', keywords: [['配件', 'contains'], ['耗材', 'contains']], replies: [{ kind: 'news', title: '官方配件商城', url: 'https://shop.laser-demo.cn', description: '激光管、镜片、喷嘴、场镜正品配件' }], asks: ['买配件', '配件在哪买', '耗材'] },
  { name: '地址', category: '常用信息', keywords: [['地址', 'exact'], ['公司地址', 'contains']], replies: [t('公司地址：深圳市宝安区福永街道凤凰工业园 8 栋；到访请提前预约。')], asks: ['地址', '公司地址在哪'] },
  { name: '营业时间', category: '常用信息', keywords: [['上班时间', 'contains'], ['营业时间', 'contains']], replies: [t('客服时间：周一至周六 8:30–18:00；公众号留言 24 小时内回复。')], asks: ['营业时间', '你们几点上班 上班时间'] },
  { name: '转人工', category: '常用信息', keywords: [['人工', 'exact'], ['转人工', 'contains'], ['人工客服', 'contains']], replies: [t('正在为您转接人工客服，请稍候；非工作时间请留言。')], asks: ['人工', '转人工', '我要人工客服'] },
  { name: '问候', category: '常用信息', keywords: [['你好', 'exact'], ['在吗', 'exact'], ['您好', 'exact']], replies: [t('您好，请问有什么可以帮您？'), t('在的，请直接描述您的问题～'), t('您好！回复“保修”“驱动”“价格”可快速查询。')], mode: 'random', asks: ['你好', '在吗', '您好'] },
  { name: '致谢', category: '常用信息', keywords: [['谢谢', 'exact'], ['感谢', 'exact']], replies: [t('不客气，祝您使用愉快！')], asks: ['谢谢', '感谢'] },
  { name: '说明书', category: '软件驱动', keywords: [['说明书', 'contains'], ['使用手册', 'contains']], replies: [{ kind: 'news', title: '电子版使用手册', url: 'https://www.laser-demo.cn/manual', description: 'CO2-80、F 系列、M2 Ultra 使用手册下载' }], asks: ['说明书', '使用手册在哪下载'] },
  { name: '旧款 M1', category: '产品咨询', keywords: [['M1', 'exact']], replies: [corpus('M1 还有卖吗？')], enabled: false, asks: [] },
  { name: '双十一活动', category: '产品咨询', keywords: [['双十一', 'contains'], ['优惠', 'contains']], replies: [t('双十一活动已结束，感谢关注！最新优惠请留意公众号推送。')], enabled: false, asks: [] },
];

export const SEED_FOLLOW_RULE: SeedRule = {
  name: '关注欢迎语',
  category: null,
  keywords: [],
  replies: [t('感谢关注激光设备售后服务号！回复“保修”查保修政策，“驱动”下载驱动，“人工”联系客服。'), { kind: 'news', title: '新机到手必读', url: 'https://www.laser-demo.cn/guide', description: '开箱、安装、第一次加工' }],
  asks: [],
};

export const SEED_DEFAULT_RULE: SeedRule = {
  name: '收到消息默认回复',
  category: null,
  keywords: [],
  replies: [t('您的留言已收到，客服将在工作时间内回复您。也可以回复“人工”转接客服，或拨打 400-800-1234。')],
  asks: [],
};

/** Messages no rule answers, some asked again and again (the statistics' top unmatched). */
export const SEED_UNMATCHED: readonly (readonly [string, number])[] = [
  ['可以分期吗', 8],
  ['有没有代理加盟', 6],
  ['你们工厂在哪个城市', 5],
  ['能做logo吗', 5],
  ['机器声音很大正常吗', 4],
  ['开机没反应', 4],
  ['能刻玻璃杯吗', 3],
  ['晚上能加工吗', 2],
  ['有视频教程吗', 2],
  ['怎么调焦距', 2],
  ['哈哈', 1],
  ['收到', 1],
  ['好的', 1],
];
