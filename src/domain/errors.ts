/**
 * The error catalogue: every failure the API gives, with its HTTP status and the Chinese
 * message staff see as `[code]message`. The README lists the same table.
 */
export const ERRORS = {
  BAD_REQUEST: { code: '40000', status: 400, message: '请求参数错误' },
  INVALID_JSON: { code: '40001', status: 400, message: '请求内容不是合法的 JSON' },
  VALIDATION_FAILED: { code: '40002', status: 400, message: '提交的数据不符合要求' },
  UNKNOWN_FIELD: { code: '40003', status: 400, message: '包含不允许修改的字段' },
  INVALID_ID: { code: '40004', status: 400, message: '编号格式不正确' },
  PAGE_SIZE_TOO_LARGE: { code: '40005', status: 400, message: '每页条数不能超过 100' },
  SORT_NOT_ALLOWED: { code: '40006', status: 400, message: '不支持按该字段排序' },
  FILTER_INVALID: { code: '40007', status: 400, message: '筛选条件不正确' },
  VERSION_REQUIRED: { code: '40008', status: 400, message: '缺少记录版本号，请刷新后重试' },
  UNKNOWN_ACTION: { code: '40009', status: 400, message: '不支持的操作' },
  OLD_PASSWORD_WRONG: { code: '40010', status: 400, message: '原密码不正确' },
  UNAUTHORIZED: { code: '40100', status: 401, message: '请先登录' },
  SESSION_EXPIRED: { code: '40101', status: 401, message: '登录已过期，请重新登录' },
  LOGIN_FAILED: { code: '40102', status: 401, message: '用户名或密码错误' },
  FORBIDDEN: { code: '40300', status: 403, message: '抱歉，您没有权限执行此操作' },
  ACCOUNT_DISABLED: { code: '40301', status: 403, message: '账号已被禁用，请联系管理员' },
  CSRF_REFUSED: { code: '40302', status: 403, message: '请求来源不被信任' },
  NOT_FOUND: { code: '40400', status: 404, message: '记录不存在或已被删除' },
  ROUTE_NOT_FOUND: { code: '40401', status: 404, message: '接口不存在' },
  METHOD_NOT_ALLOWED: { code: '40500', status: 405, message: '不支持的请求方式' },
  VERSION_CONFLICT: { code: '40900', status: 409, message: '记录已被他人修改，请刷新后重试' },
  ILLEGAL_TRANSITION: { code: '40901', status: 409, message: '当前状态不允许此操作' },
  DUPLICATE: { code: '40902', status: 409, message: '记录已存在' },
  STOCK_INSUFFICIENT: { code: '40903', status: 409, message: '库存不足' },
  PAYLOAD_TOO_LARGE: { code: '41300', status: 413, message: '提交的内容过大' },
  UNSUPPORTED_MEDIA_TYPE: { code: '41500', status: 415, message: '请以 JSON 格式提交' },
  TOO_MANY_ATTEMPTS: { code: '42900', status: 429, message: '登录失败次数过多，请 5 分钟后再试' },
  INTERNAL: { code: '50000', status: 500, message: '服务器开小差了，请稍后重试' },
  MAIL_SEND_FAILED: { code: '50200', status: 502, message: '邮件发送失败' },
} as const satisfies Record<string, { code: string; status: number; message: string }>;

export type ErrorName = keyof typeof ERRORS;
export type ErrorStatus = (typeof ERRORS)[ErrorName]['status'];

/** The message shown when the request never got an answer (section 8). */
export const TRANSPORT_ERROR_MESSAGE = '请求异常，请稍后重试';
