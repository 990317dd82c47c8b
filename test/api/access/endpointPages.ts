/**
 * Which page of the route map (`specRoutes.md` and `ADDED_ROUTES` below) each endpoint serves — kept by hand from the
 * map and the specification, NOT from the declarations. The access oracle derives who may call
 * an endpoint from this list, the map's access column and the map's demo accounts. An endpoint
 * the server mounts that is missing here fails the completeness test: add it here first, with
 * the page whose buttons or data use it.
 */

/** A route of the map: its cells as the map writes them. */
export interface MapRow {
  path: string;
  title: string;
  menu: string;
  accessText: string;
}

/**
 * Pages the product adds to the specification's map (specRoutes.md, a verbatim copy of the
 * spec's), written here as the map would write them — the oracle's own decision, each explained
 * in docs/decisions.md, never read from the declarations. A new entity the spec does not name
 * adds its pages here and its endpoints below: the only file of the oracle it touches.
 */
export const ADDED_ROUTES: readonly MapRow[] = [
  // the needs area's stock (decisions.md, "Stock")
  { path: '/production/inventory', title: '备件库存', menu: '产品管理', accessText: 'perm manage_needs_stock' },
  { path: '/production/inventory/:id', title: '库存详情', menu: 'hidden, activeMenu /production/inventory', accessText: 'perm manage_needs_stock' },
  // 我的站内信's outbox as a list route of its own (decisions.md, "My messages on the schema list")
  { path: '/account/message/outbox', title: '发件箱', menu: 'hidden', accessText: 'logged-in' },
];

/** Cells of the spec's map the product refines (decisions.md), by path. */
export const REFINED_ROUTES: Readonly<Record<string, Partial<MapRow>>> = {
  // decisions.md, "Export": every export call takes the access of the exported list.
  '/export/:type': { accessText: "list's" },
};

/**
 * Who an endpoint serves when it is not one page's: nobody logged in, everyone logged in, every
 * staff member (the map's "editor = group >= 64": selects several areas' pages read), super
 * admins, or whoever holds a right of its own that no page of the map names (a button's right,
 * explained in docs/decisions.md; super admins hold every right by group).
 */
export type Marker = 'public' | 'logged-in' | 'staff' | 'superadmin' | { right: string };

/** What one endpoint serves. */
export interface Served {
  /** The map routes whose screens call it (whoever opens any of them may call it), or a marker. */
  serves: readonly string[] | Marker;
  /** For an endpoint whose `:id` is an account: what a call on someone else's account serves. */
  others?: readonly string[];
  /** The export calls: the guard admits every logged-in user; the exported list's page decides. */
  perList?: true;
}

const page = (...routes: string[]): Served => ({ serves: routes });

const REPAIR = page('/repair/list', '/repair/:id', '/repair/quickrp', '/repair/quickrp/:id');
const REQUEST = page('/request/backup', '/request/backup/:id', '/request/accessory', '/request/accessory/:id');
const PRODUCT = page('/production/index');
const EXCHANGE = page('/production/stock', '/production/stock/:id');
const INVENTORY = page('/production/inventory', '/production/inventory/:id');
const ADMINS = page('/admin/list');
const RIGHTS = page('/admin/permission');
const CUSTOMERS = page('/user/list', '/user/permission');
const MY_MESSAGES = page('/account/message');
const NOTICES = page('/notification/message');
const OUTBOX = page('/notification/email', '/notification/email/detail', '/notification/wechat', '/notification/phmsg');
const CONFIG = page('/system');
const TEMPLATES = page('/system/template', '/system/template/detail');
const TICKET = page('/workflow/detail/:id');
const TICKET_TYPES = page('/workflow/type');
const QUESTIONS = page('/workflow/question');
/** The ticket lists whose filters (type, handler) and the forms whose selects read the choices: the queues are every logged-in user's. */
const TICKET_CHOICES = page('/workflow/consumer', '/workflow/producer', '/workflow/index', '/workflow/create', '/workflow/edit/:id', '/workflow/detail/:id', '/workflow/type');

/** `METHOD /path` (below `/api/cms`) → what it serves. */
export const ENDPOINT_PAGES: Readonly<Record<string, Served>> = {
  // Session and own account (map: "Endpoints that serve every logged-in user").
  'POST /account/admin/login': { serves: 'public' },
  'GET /account/admin/check': { serves: 'logged-in' },
  'POST /account/admin/logout': { serves: 'logged-in' },
  // the shell's live counts (decisions.md, "Live updates"): every logged-in user, their own counts only
  'GET /events': { serves: 'logged-in' },
  'GET /account/permission/i': { serves: 'logged-in' },
  'GET /account/user/group': { serves: 'logged-in' },
  'PUT /account/admin/profile/i': page('/account/profile'),
  // 个人设置 changes one's own password; 系统账号's 重置密码 changes another's.
  'PUT /account/admin/:id/password': { serves: ['/account/profile'], others: ['/admin/list'] },

  // 系统账号 (/admin/list): list, detail, 新建账号, edit, delete, 禁用/启用.
  'GET /account/admin': ADMINS,
  'GET /account/admin/:id': ADMINS,
  'POST /account/admin': ADMINS,
  'PUT /account/admin/:id/profile': ADMINS,
  'DELETE /account/admin/:id': ADMINS,
  'PUT /account/admin/:id/status': ADMINS,
  // 权限 (/admin/permission).
  'GET /account/permission': RIGHTS,
  'GET /account/admin/:id/permission': RIGHTS,
  'PUT /account/admin/:id/permission': RIGHTS,
  // 操作日志 (/admin/action-log).
  'GET /system/action-logs': page('/admin/action-log'),

  // 客户列表 and 客户权限 (/user/list, /user/permission); 客户操作日志.
  'GET /account/user': CUSTOMERS,
  'GET /account/user/:id': CUSTOMERS,
  'POST /account/user': CUSTOMERS,
  'PUT /account/user/:id': CUSTOMERS,
  'DELETE /account/user/:id': CUSTOMERS,
  'GET /system/log/user': page('/user/user-action-log'),

  // 我的站内信 (/account/message, logged-in) and the header bell: the caller's own messages.
  'GET /admin/message/count': MY_MESSAGES,
  'PUT /admin/message/count': MY_MESSAGES,
  'GET /admin/message/inbox': MY_MESSAGES,
  'GET /admin/message/outbox': MY_MESSAGES,
  'GET /admin/message/recipients': MY_MESSAGES,
  // the records a message names, linked wherever messages are shown (the inbox, the dashboard's card)
  'GET /admin/message/refs': MY_MESSAGES,
  'POST /admin/message': MY_MESSAGES,
  'PUT /admin/message/:id': MY_MESSAGES,
  'DELETE /admin/message': MY_MESSAGES,
  // 站内信管理 (/notification/message): notices.
  'GET /manage/message': NOTICES,
  'GET /manage/message/:id': NOTICES,
  'POST /manage/message/send': NOTICES,
  'PUT /manage/message/:id': NOTICES,
  'PUT /manage/message/:id/status': NOTICES,
  'DELETE /manage/message/revoke': NOTICES,
  'POST /manage/message': NOTICES,
  // The outbox's channel lists (邮件, 微信, 短信), the email detail page and their 重新发送.
  'GET /notification/outbox': OUTBOX,
  'GET /notification/outbox/:id': OUTBOX,
  'POST /notification/outbox/:id/resend': OUTBOX,

  // 全局配置 (/system); a public key (the courier phones) serves every logged-in user (map).
  'GET /system/config': CONFIG,
  'POST /system/config': CONFIG,
  'PUT /system/config/:id': CONFIG,
  'DELETE /system/config/:id': CONFIG,
  'GET /system/config/key/:key': { serves: 'logged-in' },
  // 邮件模板 and its detail page (test send included).
  'GET /system/template': TEMPLATES,
  'GET /system/template/:id': TEMPLATES,
  'POST /system/template': TEMPLATES,
  'PUT /system/template/:id': TEMPLATES,
  'DELETE /system/template/:id': TEMPLATES,
  'POST /system/template/:id/test': TEMPLATES,
  // 公众号菜单.
  'GET /manage/wechat/mp/menu': page('/system/wechat/menu'),
  'POST /manage/wechat/mp/menu': page('/system/wechat/menu'),
  // Uploading files: the AI 文件库 (/oss/file, object-storage files) is the map's file page.
  'POST /system/upload': page('/oss/file'),
  // A download by random key: who may read it follows the records holding it (upload.test.ts).
  'GET /system/upload/:key': { serves: 'logged-in' },

  // 普通维修 / 快速维修 and their detail pages; the badge count serves the same pages (map).
  'GET /needs/manage-repairs': REPAIR,
  'GET /needs/manage-repair/count': REPAIR,
  'GET /needs/manage-repair/:id': REPAIR,
  'POST /needs/manage-repair': REPAIR,
  'PUT /needs/manage-repair/:id': REPAIR,
  'DELETE /needs/repair/:id': REPAIR,
  'PUT /needs/manage-repair/:id/status': REPAIR,
  'PUT /needs/manage-repair/:id/follow': REPAIR,
  'GET /needs/manage-repair/:id/status': REPAIR,
  // The dashboard's repair chart is repair data: shown to whoever opens the repair list.
  'GET /needs/manage-repair/stats': REPAIR,

  // 备用机申请 / 配件申请 and their detail pages (the four section-7 action paths included).
  'GET /needs/manage-requests': REQUEST,
  'GET /needs/manage-requests/count': REQUEST,
  'GET /needs/manage-request/:id': REQUEST,
  'POST /needs/manage-request': REQUEST,
  'PUT /needs/manage-request/:id': REQUEST,
  'DELETE /needs/request/:id': REQUEST,
  'PUT /needs/manage-request/:id/status': REQUEST,
  'PUT /needs/manage-request/:id/follow': REQUEST,
  'GET /needs/manage-request/:id/:type/status': REQUEST,
  'PUT /needs/refuse-request/:id': REQUEST,
  'PUT /needs/confirm-return/:id': REQUEST,
  'PUT /needs/credit/:id': REQUEST,
  'PUT /needs/write-off/:id': REQUEST,

  // 机型配置 (/production/index) and its serial checker.
  'GET /needs/production/models': PRODUCT,
  'GET /needs/production/model/:id': PRODUCT,
  'POST /needs/production/model': PRODUCT,
  'PUT /needs/production/model/:id': PRODUCT,
  'DELETE /needs/production/model/:id': PRODUCT,
  'GET /needs/production/model/:id/history': PRODUCT,
  'GET /needs/production/serial-check': PRODUCT,
  // The warranty shown beside every serial (repairs, requests, exchanges, models): see decisions.
  'GET /needs/production/warranty-rules': { serves: 'logged-in' },

  // 换货管理 and 换货记录.
  'GET /needs/exchanges': EXCHANGE,
  'GET /needs/exchange/:id': EXCHANGE,
  'POST /needs/exchange': EXCHANGE,
  'PUT /needs/exchange/:id': EXCHANGE,
  'DELETE /needs/exchange/:id': EXCHANGE,
  'PUT /needs/exchange/:id/status': EXCHANGE,
  'PUT /needs/exchange/:id/follow': EXCHANGE,
  'GET /needs/exchange/:id/status': EXCHANGE,

  // 备件库存 and 库存详情 (docs' addition to the map).
  'GET /needs/stock/items': INVENTORY,
  'GET /needs/stock/item/:id': INVENTORY,
  'POST /needs/stock/item': INVENTORY,
  'PUT /needs/stock/item/:id': INVENTORY,
  'DELETE /needs/stock/item/:id': INVENTORY,
  'GET /needs/stock/item/:id/history': INVENTORY,
  // The item pickers of the request forms and the exchange form.
  'GET /needs/stock/item-options': page('/request/backup', '/request/accessory', '/production/stock'),

  // 工单: 全部工单 with its status tabs, the two queues (map: every logged-in user, their own
  // tickets), 创建工单, 编辑工单 (its delete too), and 工单详情 with its handling record,
  // 转派, 关闭 and the description change; 类型配置; 问题汇总 with its summary.
  'GET /workflow/bucket': page('/workflow/index'),
  'GET /workflow/bucket/count': page('/workflow/index'),
  'GET /workflow/bucket/pending': { serves: 'logged-in' },
  'GET /workflow/bucket/pending/count': { serves: 'logged-in' },
  'GET /workflow/bucket/i': { serves: 'logged-in' },
  'POST /workflow/bucket': page('/workflow/create'),
  'PUT /workflow/bucket/:id': page('/workflow/edit/:id'),
  'DELETE /workflow/bucket/:id': page('/workflow/edit/:id'),
  'GET /workflow/bucket/:id': TICKET,
  'PUT /workflow/bucket/:id/assign': TICKET,
  'PUT /workflow/bucket/:id/close': TICKET,
  'PUT /workflow/bucket/:id/desc': TICKET,
  'GET /workflow/process': TICKET,
  'POST /workflow/process': TICKET,
  'GET /workflow/process/:id': TICKET,
  'PUT /workflow/process/:id': TICKET,
  'GET /workflow/type/options': TICKET_CHOICES,
  'GET /workflow/handlers': TICKET_CHOICES,
  'GET /workflow/type': TICKET_TYPES,
  'GET /workflow/type/:id': TICKET_TYPES,
  'POST /workflow/type': TICKET_TYPES,
  'PUT /workflow/type/:id': TICKET_TYPES,
  'DELETE /workflow/type/:id': TICKET_TYPES,
  'GET /workflow/question': QUESTIONS,
  'GET /workflow/question/:id': QUESTIONS,
  'POST /workflow/question': QUESTIONS,
  'PUT /workflow/question/:id': QUESTIONS,
  'DELETE /workflow/question/:id': QUESTIONS,
  'GET /workflow/question/summary': QUESTIONS,
  // The problems a ticket is filed under when it is closed (the close dialog of 工单详情).
  'GET /workflow/question/options': TICKET,

  // 通知统计's figures and charts.
  'GET /notification/stat': page('/notification/stat'),

  // 导出记录 (/export/:type): each call names a list type; that list's page decides.
  'POST /export/jobs': { serves: 'logged-in', perList: true },
  'GET /export/jobs': { serves: 'logged-in', perList: true },
  'GET /export/jobs/:id/file': { serves: 'logged-in', perList: true },

  // 智能助手 (issue 34; map: group 128 for every /intelligence page): 分类, 关键词 with its detail
  // and form pages, 语料 and its form page, 知识库 with its detail page's documents, chunks and
  // 命中测试 (the knowledge-base API QA scripts call), 对话历史 with its turns, 语音热词 and its words.
  'GET /intelligence/category': page('/intelligence/category'),
  'GET /intelligence/category/:id': page('/intelligence/category'),
  'POST /intelligence/category': page('/intelligence/category'),
  'PUT /intelligence/category/:id': page('/intelligence/category'),
  'DELETE /intelligence/category/:id': page('/intelligence/category'),
  'GET /intelligence/category/options': page('/intelligence/keyword-edit/:id?', '/intelligence/chat-edit/:id?', '/intelligence/rag'),
  'GET /intelligence/keyword': page('/intelligence/keywords'),
  'GET /intelligence/keyword/:id': page('/intelligence/keyword-detail/:id', '/intelligence/keyword-edit/:id?'),
  'POST /intelligence/keyword': page('/intelligence/keyword-edit/:id?'),
  'PUT /intelligence/keyword/:id': page('/intelligence/keyword-edit/:id?'),
  'DELETE /intelligence/keyword/:id': page('/intelligence/keywords', '/intelligence/keyword-detail/:id'),
  'GET /intelligence/corpus': page('/intelligence/chat'),
  'GET /intelligence/corpus/:id': page('/intelligence/chat-edit/:id?'),
  'POST /intelligence/corpus': page('/intelligence/chat-edit/:id?', '/intelligence/history-detail/:id'),
  'PUT /intelligence/corpus/:id': page('/intelligence/chat-edit/:id?'),
  'DELETE /intelligence/corpus/:id': page('/intelligence/chat'),
  'POST /intelligence/corpus/import': page('/intelligence/chat'),
  'GET /intelligence/rag': page('/intelligence/rag'),
  'GET /intelligence/rag/:id': page('/intelligence/rag-detail/:id'),
  'POST /intelligence/rag': page('/intelligence/rag'),
  'PUT /intelligence/rag/:id': page('/intelligence/rag-detail/:id'),
  'DELETE /intelligence/rag/:id': page('/intelligence/rag', '/intelligence/rag-detail/:id'),
  'GET /intelligence/rag/options': page('/intelligence/rag'),
  'POST /intelligence/rag/:id/document': page('/intelligence/rag-detail/:id'),
  'POST /intelligence/rag/:id/document/library': page('/intelligence/rag-detail/:id'),
  'GET /intelligence/rag/:id/document/:docId': page('/intelligence/rag-detail/:id'),
  'POST /intelligence/rag/:id/retrieve': page('/intelligence/rag-detail/:id'),
  'GET /intelligence/document': page('/intelligence/rag-detail/:id'),
  'GET /intelligence/document/:id': page('/intelligence/rag-detail/:id'),
  'PUT /intelligence/document/:id': page('/intelligence/rag-detail/:id'),
  'DELETE /intelligence/document/:id': page('/intelligence/rag-detail/:id'),
  'POST /intelligence/document/:id/retry': page('/intelligence/rag-detail/:id'),
  'GET /intelligence/chunk': page('/intelligence/rag-detail/:id'),
  'GET /intelligence/chunk/:id': page('/intelligence/rag-detail/:id'),
  'PUT /intelligence/chunk/:id': page('/intelligence/rag-detail/:id'),
  'POST /intelligence/chunk/bulk': page('/intelligence/rag-detail/:id'),
  'POST /intelligence/document/bulk': page('/intelligence/rag-detail/:id'),
  'POST /intelligence/ask': page('/intelligence/rag-detail/:id', '/intelligence/overview'),
  'GET /intelligence/mode': page('/intelligence/rag-detail/:id', '/intelligence/overview'),
  'GET /intelligence/overview': page('/intelligence/overview'),
  'GET /intelligence/history': page('/intelligence/history'),
  'GET /intelligence/history/:id': page('/intelligence/history-detail/:id'),
  'GET /intelligence/turn': page('/intelligence/history-detail/:id', '/intelligence/history'),
  'GET /intelligence/vocabulary': page('/intelligence/vocabulary'),
  'GET /intelligence/vocabulary/:id': page('/intelligence/vocabulary-detail/:id'),
  'POST /intelligence/vocabulary': page('/intelligence/vocabulary'),
  'PUT /intelligence/vocabulary/:id': page('/intelligence/vocabulary-detail/:id'),
  'DELETE /intelligence/vocabulary/:id': page('/intelligence/vocabulary', '/intelligence/vocabulary-detail/:id'),
  'GET /intelligence/vocabulary/options': page('/intelligence/vocabulary-detail/:id'),
  'GET /intelligence/hot-word': page('/intelligence/vocabulary-detail/:id'),
  'POST /intelligence/hot-word': page('/intelligence/vocabulary-detail/:id'),
  'PUT /intelligence/hot-word/:id': page('/intelligence/vocabulary-detail/:id'),
  'DELETE /intelligence/hot-word/:id': page('/intelligence/vocabulary-detail/:id'),

  // AI文件库 (group 64): the list with its folder bar (upload, folders) and expanded rows (preview,
  // users, share link); the folder picker of 编辑 reads the folders too. A share link is opened by anyone who holds it.
  'GET /oss/folder': page('/oss/file'),
  'GET /oss/folder/:id': page('/oss/file'),
  'POST /oss/folder': page('/oss/file'),
  'PUT /oss/folder/:id': page('/oss/file'),
  'DELETE /oss/folder/:id': page('/oss/file'),
  'GET /oss/file': page('/oss/file', '/intelligence/rag-detail/:id'),
  'GET /oss/file/:id': page('/oss/file'),
  'PUT /oss/file/:id': page('/oss/file'),
  'DELETE /oss/file/:id': page('/oss/file'),
  'POST /oss/file/upload': page('/oss/file'),
  'GET /oss/file/:id/preview': page('/oss/file'),
  'GET /oss/file/:id/usages': page('/oss/file'),
  'POST /oss/file/:id/share': page('/oss/file'),
  'GET /oss/shared/:id': { serves: 'public' },

  // 自动回复 (group 128 for every /reply page): rules on 回复列表 (with 模拟消息, 批量启用/停用 and
  // 迁移到智能助手) and their form (添加规则 opens it to create; the category, image and corpus pickers
  // read their lists), dictionaries with their words on 词典详情 (import there), categories, the
  // history with one follower's conversation, and 历史统计.
  'GET /reply/category': page('/reply/category'),
  'GET /reply/category/:id': page('/reply/category'),
  'POST /reply/category': page('/reply/category'),
  'PUT /reply/category/:id': page('/reply/category'),
  'DELETE /reply/category/:id': page('/reply/category'),
  'GET /reply/category/options': page('/reply/responses', '/reply/rule-edit/:id?', '/reply/rule-add'),
  'GET /reply/rule': page('/reply/responses'),
  'GET /reply/rule/:id': page('/reply/rule-edit/:id?'),
  'POST /reply/rule': page('/reply/rule-edit/:id?', '/reply/rule-add'),
  'PUT /reply/rule/:id': page('/reply/rule-edit/:id?', '/reply/responses'),
  'DELETE /reply/rule/:id': page('/reply/responses'),
  'GET /reply/rule/options': page('/reply/history', '/reply/history/:id'),
  'GET /reply/keyword': page('/reply/responses'),
  'POST /reply/rule/bulk': page('/reply/responses'),
  'POST /reply/rule/migrate': page('/reply/responses'),
  'POST /reply/simulate': page('/reply/responses'),
  'GET /reply/dict': page('/reply/dict'),
  'GET /reply/dict/:id': page('/reply/dict-detail/:id'),
  'POST /reply/dict': page('/reply/dict'),
  'PUT /reply/dict/:id': page('/reply/dict', '/reply/dict-detail/:id'),
  'DELETE /reply/dict/:id': page('/reply/dict', '/reply/dict-detail/:id'),
  'GET /reply/dict/options': page('/reply/dict-detail/:id'),
  'GET /reply/dict-word': page('/reply/dict-detail/:id'),
  'POST /reply/dict-word': page('/reply/dict-detail/:id'),
  'PUT /reply/dict-word/:id': page('/reply/dict-detail/:id'),
  'DELETE /reply/dict-word/:id': page('/reply/dict-detail/:id'),
  'POST /reply/dict/:id/import': page('/reply/dict-detail/:id'),
  'GET /reply/history': page('/reply/history', '/reply/conversation/:id'),
  'GET /reply/history/:id': page('/reply/history/:id'),
  'GET /reply/history-stat': page('/reply/history-stat'),

  // 解密记录 (/device/active-log, perm get_active_log): the list with its warning panel (serials
  // over N requests a day), the whole code shown on demand, the 机型 filter's names, 生成解密码.
  'GET /device/active-log': page('/device/active-log'),
  'POST /device/active-log/:id/code': page('/device/active-log'),
  'GET /device/active-log/warnings': page('/device/active-log'),
  'POST /device/active-code': page('/device/active-log'),
  'GET /device/models': page('/device/active-log'),

  // 设备档案 (/device/file/:serial, group 64): one serial's whole history; each section follows its own list's access.
  'GET /device/file/:serial': page('/device/file/:serial'),

  // ERP (each /erp route its own permission). 分组, 公司 and 关联 are schema lists; 关联's 客户账号 select reads erp.customers.
  'GET /erp/group': page('/erp/group'),
  'GET /erp/group/:id': page('/erp/group'),
  'POST /erp/group': page('/erp/group'),
  'PUT /erp/group/:id': page('/erp/group'),
  'DELETE /erp/group/:id': page('/erp/group'),
  'GET /erp/company': page('/erp/company'),
  'GET /erp/company/:id': page('/erp/company'),
  'POST /erp/company': page('/erp/company'),
  'PUT /erp/company/:id': page('/erp/company'),
  'DELETE /erp/company/:id': page('/erp/company'),
  'GET /erp/relation': page('/erp/relation'),
  'GET /erp/relation/:id': page('/erp/relation'),
  'POST /erp/relation': page('/erp/relation'),
  'PUT /erp/relation/:id': page('/erp/relation'),
  'DELETE /erp/relation/:id': page('/erp/relation'),
  'GET /erp/customers': page('/erp/relation'),
  // 采购单: the list with its form (新建 warns of the company's open orders for the same models) and
  // the detail page, whose buttons are the steps; 复审 is a super admin's (decisions.md, ERP states).
  'GET /erp/purchase': page('/erp/purchase'),
  'GET /erp/purchase/:id': page('/erp/purchase', '/erp/purchase/:id'),
  'POST /erp/purchase': page('/erp/purchase'),
  'PUT /erp/purchase/:id': page('/erp/purchase', '/erp/purchase/:id'),
  'DELETE /erp/purchase/:id': page('/erp/purchase', '/erp/purchase/:id'),
  'GET /erp/purchase/open-lines': page('/erp/purchase', '/erp/purchase/:id'),
  'GET /erp/purchase/:id/detail': page('/erp/purchase/:id'),
  'POST /erp/purchase/:id/submit': page('/erp/purchase/:id'),
  'POST /erp/purchase/:id/approve': page('/erp/purchase/:id'),
  'POST /erp/purchase/:id/review': { serves: 'superadmin' },
  'POST /erp/purchase/:id/reject': page('/erp/purchase/:id'),
  'POST /erp/purchase/:id/unapprove': page('/erp/purchase/:id'),
  'POST /erp/purchase/:id/ship': page('/erp/purchase/:id'),
  'POST /erp/purchase/:id/return': page('/erp/purchase/:id'),
  'POST /erp/purchase/:id/payment': page('/erp/purchase/:id'),
  'POST /erp/purchase/:id/close': page('/erp/purchase/:id'),
  'POST /erp/purchase/:id/cancel': page('/erp/purchase/:id'),
  'GET /erp/serial-check': page('/erp/purchase/:id'),
  // 库存: the list, the whole ledger and one model's moves read with get_erp_stock; 库存调整/入库 is a
  // right of its own (decisions.md, "ERP — stock and ledger"), whoever holds it, apart from reading.
  'GET /erp/stock': page('/erp/stock'),
  'GET /erp/stock/ledger': page('/erp/stock'),
  'GET /erp/stock/model/:id': page('/erp/stock'),
  'POST /erp/stock/adjust': { serves: { right: 'adjust_erp_stock' } },
  'GET /erp/company/:id/purchases': page('/erp/company/purchase/:id'),
  // The selects of companies, groups and models in ERP's forms and filters, and a customer's dealer
  // beside the repairs' and requests' customers: every staff member (group ≥ 64), as the stock items' options.
  'GET /erp/company/options': { serves: 'staff' },
  'GET /erp/group/options': { serves: 'staff' },
  'GET /erp/models': { serves: 'staff' },
  'GET /erp/dealers': { serves: 'staff' },

  // The channels' providers (通知): the lists say which provider each channel uses; the email
  // log and its detail page show and clear a bounced address's flag.
  'GET /notification/providers': page('/notification/email', '/notification/wechat', '/notification/phmsg'),
  'DELETE /notification/bounce/:address': page('/notification/email', '/notification/email/detail'),
  // The vendors' delivery receipts: called by WeChat and Aliyun, authenticated by the token in the URL.
  'GET /notification/callback/wechat': { serves: 'public' },
  'POST /notification/callback/wechat': { serves: 'public' },
  'POST /notification/callback/sms': { serves: 'public' },
};

/** The list page each export type (a list screen's name, `/export/<type>`) exports. */
export const EXPORT_TYPE_LISTS: Readonly<Record<string, string>> = {
  repair: '/repair/list',
  quickrp: '/repair/quickrp',
  backup: '/request/backup',
  accessory: '/request/accessory',
  production: '/production/index',
  exchange: '/production/stock',
  inventory: '/production/inventory',
  adminList: '/admin/list',
  actionLog: '/admin/action-log',
  userList: '/user/list',
  userPermission: '/user/permission',
  userActionLog: '/user/user-action-log',
  notificationEmail: '/notification/email',
  notificationWechat: '/notification/wechat',
  notificationSms: '/notification/phmsg',
  aiCategory: '/intelligence/category',
  aiKeyword: '/intelligence/keywords',
  aiChat: '/intelligence/chat',
  aiRag: '/intelligence/rag',
  aiHistory: '/intelligence/history',
  aiVocabulary: '/intelligence/vocabulary',
  replyRule: '/reply/responses',
  replyDict: '/reply/dict',
  replyCategory: '/reply/category',
  replyHistory: '/reply/history',
  deviceActiveLog: '/device/active-log',
  erpPurchase: '/erp/purchase',
  erpStock: '/erp/stock',
  erpCompany: '/erp/company',
  erpGroup: '/erp/group',
  erpRelation: '/erp/relation',
};
