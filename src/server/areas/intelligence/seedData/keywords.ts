/**
 * The 智能助手 demo keyword answers: a customer message that equals (`exact`) or contains (`contains`)
 * the keyword gets the fixed answer; the higher priority wins when several match. Consistent with the
 * seeded documents (fixtures/*.md) and the settings seed (热线 400-826-5100, 寄修地址).
 */
export const SEED_KEYWORDS: readonly { keyword: string; match: 'exact' | 'contains'; answer: string; category: string; priority: number; enabled: boolean }[] = [
  // 转人工与问候
  { keyword: '人工', match: 'exact', answer: '正在为您转接人工客服，请稍候。人工客服服务时间为每天 8:30–20:00，周末照常值守。', category: '其他', priority: 100, enabled: true },
  { keyword: '转人工', match: 'contains', answer: '正在为您转接人工客服，请稍候。人工客服服务时间为每天 8:30–20:00，周末照常值守。', category: '其他', priority: 100, enabled: true },
  { keyword: '人工客服', match: 'contains', answer: '正在为您转接人工客服，请稍候。非服务时间请留言，客服上班后会第一时间回复您。', category: '其他', priority: 99, enabled: true },
  { keyword: '你好', match: 'exact', answer: '您好，我是智能售后助手，可以为您解答设备使用、故障排查和保修相关的问题，请直接描述您遇到的情况。', category: '其他', priority: 10, enabled: true },
  { keyword: '在吗', match: 'exact', answer: '在的，请问有什么可以帮您？可以直接描述设备型号和遇到的问题。', category: '其他', priority: 10, enabled: true },
  { keyword: '谢谢', match: 'exact', answer: '不客气，祝您使用愉快！如有其他问题随时找我。', category: '其他', priority: 5, enabled: true },
  { keyword: '再见', match: 'exact', answer: '感谢您的咨询，再见！', category: '其他', priority: 5, enabled: true },

  // 联系方式与服务时间
  { keyword: '客服电话', match: 'contains', answer: '售后服务热线：400-826-5100，每天 8:30–20:00，周末照常值守。', category: '其他', priority: 90, enabled: true },
  { keyword: '售后电话', match: 'contains', answer: '售后服务热线：400-826-5100，每天 8:30–20:00，周末照常值守。', category: '保修售后', priority: 90, enabled: true },
  { keyword: '热线', match: 'contains', answer: '售后服务热线：400-826-5100，每天 8:30–20:00，周末照常值守。', category: '其他', priority: 85, enabled: true },
  { keyword: '营业时间', match: 'contains', answer: '售后服务热线和在线客服的服务时间为每天 8:30–20:00，周末照常值守。', category: '其他', priority: 80, enabled: true },
  { keyword: '上班时间', match: 'contains', answer: '售后服务热线和在线客服的服务时间为每天 8:30–20:00，周末照常值守。', category: '其他', priority: 80, enabled: true },
  { keyword: '地址', match: 'exact', answer: '售后服务中心地址：广东省深圳市宝安区福永街道福海工业区 A3 栋 2 楼，电话 0755-2345 6789。', category: '保修售后', priority: 70, enabled: true },
  { keyword: '寄修地址', match: 'contains', answer: '寄修请寄到：广东省深圳市宝安区福永街道福海工业区 A3 栋 2 楼，售后服务中心（收），0755-2345 6789。请先报修取得维修单号，并把单号写在箱内纸条上。', category: '保修售后', priority: 88, enabled: true },
  { keyword: '公众号', match: 'contains', answer: '关注我们的微信公众号，在“售后服务”菜单中可以在线报修、查询维修进度和查看保修政策。', category: '其他', priority: 40, enabled: true },
  { keyword: '官网', match: 'contains', answer: '官网地址：www.laser-demo.cn，软件和驱动可在 www.laser-demo.cn/download 下载。', category: '其他', priority: 40, enabled: true },
  { keyword: '投诉', match: 'contains', answer: '非常抱歉给您带来不好的体验。请留下您的电话和维修单号（如有），售后主管会在 24 小时内与您联系。', category: '其他', priority: 95, enabled: true },

  // 保修售后
  { keyword: '保修期', match: 'contains', answer: '整机保修期按型号确定：F1、LX-30W、LX-60W、UV-5、CO2-80 为 12 个月，F2 Pro 为 18 个月，M2 Ultra 为 24 个月；CO2 玻璃激光管保修 6 个月。保修期按序列号中的生产年月计算。', category: '保修售后', priority: 75, enabled: true },
  { keyword: '保修政策', match: 'contains', answer: '保修政策详见《保修条款》：保修期内非人为故障免费维修；人为损坏、私拆改装、未加冷却水等不在保修范围。您也可以在公众号“售后服务 → 保修政策”中查看全文。', category: '保修售后', priority: 70, enabled: true },
  { keyword: '查保修', match: 'contains', answer: '请在公众号“售后服务”菜单中输入设备序列号（铭牌上以 SUP 开头的编号），即可查询型号和保修截止日期。', category: '保修售后', priority: 72, enabled: true },
  { keyword: '序列号', match: 'contains', answer: '序列号印在机身背面的铭牌上，格式为 SUP + 两位型号代码 + 字母 + 四位生产年月，例如 SUP20A2403。', category: '保修售后', priority: 60, enabled: true },
  { keyword: '报修', match: 'contains', answer: '请在公众号“售后服务 → 在线报修”中填写序列号和故障描述，或拨打 400-826-5100，工程师会在 30 分钟内回电。', category: '保修售后', priority: 78, enabled: true },
  { keyword: '维修进度', match: 'contains', answer: '请在公众号“售后服务 → 维修进度查询”中输入维修单号（WX 开头）查看进度，也可以把单号发给我帮您查询。', category: '保修售后', priority: 76, enabled: true },
  { keyword: '备用机', match: 'contains', answer: '保修期内寄修 F1、F2 Pro、M2 Ultra、LX-30W、UV-5 可申请备用机，视库存安排，最长借用 30 天，不收押金。CO2 设备不提供备用机，优先上门维修。', category: '保修售后', priority: 65, enabled: true },
  { keyword: '上门', match: 'contains', answer: 'CO2-80 和 CO2-150 保修期内可申请上门服务：珠三角、长三角 48 小时内上门，其他地区 72 小时内。其他型号原则上寄修。', category: '保修售后', priority: 62, enabled: true },
  { keyword: '延保', match: 'contains', answer: '保修期内可购买延保：延保 12 个月为整机售价的 8%，24 个月为 15%，须在原保修期结束前至少 30 天办理。延保不含易损件和 CO2 激光管。', category: '保修售后', priority: 60, enabled: true },
  { keyword: '换新', match: 'contains', answer: '签收 7 天内出现激光器、主板、电源等性能故障，经检测确认可换同型号新机；保修期内同一故障维修三次未修复也可申请换机。', category: '保修售后', priority: 58, enabled: true },
  { keyword: '退货', match: 'contains', answer: '设备不支持无理由退货。签收 7 天内出现性能故障可换新，开箱外壳破损请在签收时拍照并注明，按换新处理。具体请联系人工客服。', category: '保修售后', priority: 57, enabled: true },
  { keyword: '维修费', match: 'contains', answer: '保外检测免费，维修费 = 人工费 + 配件费。人工费分三档：简单 100 元、一般 200 元、复杂 400 元，维修前会先报价，您确认后才维修。', category: '保修售后', priority: 56, enabled: true },
  { keyword: '运费', match: 'contains', answer: '7 天内换新或维修往返运费由我们承担；保修期内寄修您承担寄出运费，我们承担寄回运费；保外维修往返运费由客户承担。请勿使用到付。', category: '订单物流', priority: 55, enabled: true },
  { keyword: '到付', match: 'contains', answer: '寄修请勿使用到付，到付件售后服务中心将拒收。保修期内修好后的寄回运费由我们承担。', category: '订单物流', priority: 54, enabled: true },

  // 订单物流与发票
  { keyword: '发票', match: 'exact', answer: '购机发票请联系您的销售顾问开具；付费维修可开具增值税电子普通发票，确认报价时提供抬头和税号，设备寄回后 3 个工作日内发到您的邮箱。', category: '订单物流', priority: 50, enabled: true },
  { keyword: '发货时间', match: 'contains', answer: '现货设备在付款后 48 小时内发货，CO2 设备走物流专线，一般 3–7 天到达。配件订单在当天 16:00 前确认的当天发出。', category: '订单物流', priority: 50, enabled: true },
  { keyword: '快递单号', match: 'contains', answer: '设备或配件发出后，快递单号会通过短信和微信通知您；也可以把订单号或维修单号发给我帮您查询。', category: '订单物流', priority: 48, enabled: true },
  { keyword: '付款方式', match: 'contains', answer: '支持对公转账、微信和支付宝付款，付款后安排发货或维修。', category: '订单物流', priority: 45, enabled: true },

  // 软件与驱动
  { keyword: '驱动下载', match: 'contains', answer: 'USB 驱动在随机 U 盘的“驱动”文件夹中，也可在官网 www.laser-demo.cn/download 下载，安装后请重启电脑。', category: '软件使用', priority: 68, enabled: true },
  { keyword: '驱动', match: 'exact', answer: 'USB 驱动在随机 U 盘的“驱动”文件夹中，也可在官网 www.laser-demo.cn/download 下载，支持 Windows 10/11 64 位。', category: '软件使用', priority: 66, enabled: true },
  { keyword: '软件下载', match: 'contains', answer: 'CO2 设备随机附带 RDWorks V8，也兼容 LightBurn 1.4 及以上（需自购授权）。最新软件请到 www.laser-demo.cn/download 下载。', category: '软件使用', priority: 66, enabled: true },
  { keyword: 'LightBurn', match: 'contains', answer: 'CO2-80 兼容 LightBurn 1.4 及以上版本，授权需用户自行购买。添加设备时请选择正确的控制器类型和端口。', category: '软件使用', priority: 52, enabled: true },
  { keyword: 'RDWorks', match: 'contains', answer: 'RDWorks V8 是 CO2-80 的随机软件，在 U 盘中提供，支持 Windows 10/11 64 位，使用前先安装 USB 驱动。', category: '软件使用', priority: 52, enabled: true },
  { keyword: '说明书', match: 'contains', answer: '电子版使用手册在随机 U 盘中，也可以在官网下载；您可以直接问我手册中的内容，例如开机顺序、光路调节、参数设置。', category: '产品咨询', priority: 45, enabled: true },
  { keyword: '找不到板卡', match: 'contains', answer: '打标软件提示找不到板卡时，请检查控制板 USB 线和打标机主电源，在设备管理器中确认板卡驱动已安装，且不要同时打开两个打标软件。', category: '软件使用', priority: 64, enabled: true },

  // 报警代码
  { keyword: 'E-01', match: 'contains', answer: 'E-01 水流保护：冷却水流量低于 2 L/min。请检查冷水机是否开启、水位是否够、水管有无折弯，以及水保护开关接线。', category: '故障排查', priority: 92, enabled: true },
  { keyword: 'E-02', match: 'contains', answer: 'E-02 门盖开关：上盖未关好或门盖开关接触不良。关好上盖；仍报警请检查门盖开关位置和接线。', category: '故障排查', priority: 92, enabled: true },
  { keyword: 'E-03', match: 'contains', answer: 'E-03 X 轴限位：X 轴超出行程或限位开关被触发。检查图形是否超出幅面，并清洁 X 轴限位开关。', category: '故障排查', priority: 92, enabled: true },
  { keyword: 'E-04', match: 'contains', answer: 'E-04 Y 轴限位：Y 轴超出行程或限位开关被触发。检查图形位置、清洁限位开关，并确认 Y 轴两侧同步带同步。', category: '故障排查', priority: 92, enabled: true },
  { keyword: 'E-05', match: 'contains', answer: 'E-05 回原点失败：60 秒内未找到原点信号。请立即按急停，检查限位开关是否脏污或损坏，不要自行修改厂家参数。', category: '故障排查', priority: 92, enabled: true },
  { keyword: 'E-06', match: 'contains', answer: 'E-06 水温过高：冷却水已达 35 ℃。请停机降温，检查冷水机制冷和散热，水温建议设在 20–25 ℃。', category: '故障排查', priority: 92, enabled: true },
  { keyword: 'E-07', match: 'contains', answer: 'E-07 激光电源异常：电源过温或反馈异常。关机 10 分钟让电源冷却，检查电源风扇是否转动，反复出现请联系售后。', category: '故障排查', priority: 92, enabled: true },
  { keyword: 'E-08', match: 'contains', answer: 'E-08 通信中断：主机与电脑断开。请检查 USB 线（不超过 3 m）、驱动和网口 IP 设置（主机默认 192.168.1.100）。', category: '故障排查', priority: 92, enabled: true },
  { keyword: 'E-09', match: 'contains', answer: 'E-09 图形超出幅面：文件尺寸或定位超出 900 × 600 mm。请在软件中缩小图形或调整定位点后重新发送。', category: '故障排查', priority: 92, enabled: true },
  { keyword: 'E-10', match: 'contains', answer: 'E-10 急停按下：排除险情后顺时针旋转急停按钮复位，再按“复位”键。', category: '故障排查', priority: 92, enabled: true },
  { keyword: 'E-11', match: 'contains', answer: 'E-11 Z 轴超程：升降工作台到了上限或下限。手动把工作台调回中间高度，并检查 Z 轴限位开关。', category: '故障排查', priority: 92, enabled: true },
  { keyword: 'E-12', match: 'contains', answer: 'E-12 温度传感器故障：主机读不到水温传感器信号。检查传感器插头和线缆，仍无法恢复请联系售后更换。', category: '故障排查', priority: 92, enabled: true },
  { keyword: 'AL3', match: 'contains', answer: '冷水机 AL3 表示水位低，请补充纯净水或蒸馏水至水位计绿色区域。', category: '故障排查', priority: 60, enabled: true },

  // 耗材配件与安全
  { keyword: '激光管寿命', match: 'contains', answer: '80 W CO2 玻璃激光管在电流不超过 22 mA、水温不高于 25 ℃ 时设计寿命约 8000 小时，保修 6 个月。', category: '耗材配件', priority: 55, enabled: true },
  { keyword: '激光管价格', match: 'contains', answer: '80 W CO2 玻璃激光管参考价 1280 元，保外更换另收人工费。具体以客服报价为准。', category: '耗材配件', priority: 55, enabled: true },
  { keyword: '买配件', match: 'contains', answer: '反射镜、聚焦镜、场镜、激光管、激光模组等配件可在售后服务中心购买，请告诉我设备型号和需要的配件，我帮您转给配件专员。', category: '耗材配件', priority: 50, enabled: true },
  { keyword: '冷却水', match: 'contains', answer: '冷却水只能用纯净水或蒸馏水，严禁用自来水；水温建议 20–25 ℃，每月更换一次，夏季每两周一次。', category: '耗材配件', priority: 50, enabled: true },
  { keyword: '防冻液', match: 'contains', answer: '冬季可能低于 0 ℃ 时，下班后排空激光管和水箱的水，或加入乙二醇型防冻液（体积比不超过 30%）。激光管冻裂不在保修范围。', category: '耗材配件', priority: 50, enabled: true },
  { keyword: '护目镜', match: 'contains', answer: 'CO2 设备请佩戴针对 10.6 μm、光密度 OD5 以上的护目镜，普通墨镜和近视眼镜不能防护。随机附带一副，丢失可在售后购买。', category: '安全须知', priority: 45, enabled: true },
  { keyword: 'PVC', match: 'contains', answer: 'PVC 和人造革禁止用激光加工：会产生氯气，腐蚀导轨和镜片并危害人体，由此造成的损坏不在保修范围。', category: '安全须知', priority: 60, enabled: true },
  { keyword: '着火', match: 'contains', answer: '发现明火请立即按急停按钮，关闭上盖隔绝空气，必要时使用二氧化碳或干粉灭火器。设备工作时请不要离人。', category: '安全须知', priority: 98, enabled: true },

  // 销售类（留给人工）与已停用的活动口径
  { keyword: '价格', match: 'exact', answer: '设备价格与配置有关，请留下您的电话和需求（型号、加工材料），销售顾问会尽快与您联系。', category: '产品咨询', priority: 30, enabled: true },
  { keyword: '代理', match: 'contains', answer: '欢迎合作！请留下您的姓名、电话和所在城市，渠道经理会在 2 个工作日内联系您。', category: '其他', priority: 30, enabled: false },
  { keyword: '双十一', match: 'contains', answer: '双十一活动期间下单 M2 Ultra 赠送 5 mm 对焦片和空气辅助套件，活动截至 11 月 11 日 24:00。', category: '订单物流', priority: 35, enabled: false },
  { keyword: '春节放假', match: 'contains', answer: '春节期间（除夕至初六）售后热线暂停，在线留言照常受理，初七起按顺序回复；设备和配件暂停发货。', category: '订单物流', priority: 35, enabled: false },
  { keyword: '以旧换新', match: 'contains', answer: 'M1 桌面雕刻机用户可参加以旧换新，旧机抵扣 600 元购买 M2 Ultra，活动名额有限。', category: '产品咨询', priority: 32, enabled: false },
];
