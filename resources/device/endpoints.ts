import { defineEndpoints } from '../define.ts';
import { ACTIVE_LOG_ACCESS, DEVICE_FILE_ACCESS } from './access.ts';

/** The decryption records' calls outside the (read-only) list. */
export const deviceEndpoints = defineEndpoints({
  name: 'device',
  label: '设备',
  endpoints: {
    revealCode: { method: 'POST', path: '/device/active-log/:id/code', access: ACTIVE_LOG_ACCESS, summary: '查看完整解密码 → { code }（记入操作日志）' },
    warnings: {
      method: 'GET',
      path: '/device/active-log/warnings',
      access: ACTIVE_LOG_ACCESS,
      summary: '单日请求过多的序列号（?from=&to=，中国日期；次数上限见系统配置 active_log_daily_limit）→ { limit, serials: [{ serial, day, count }] }',
    },
    issueCode: {
      method: 'POST',
      path: '/device/active-code',
      access: ACTIVE_LOG_ACCESS,
      summary: '为设备生成解密码 { serial, device_code, customer_phone?, customer_name? } → 追加一条解密记录 { id, result, reason?, code? }',
    },
    file: {
      method: 'GET',
      path: '/device/file/:serial',
      access: DEVICE_FILE_ACCESS,
      summary: '设备档案：一个序列号的机型、生产月份与保修，售出它的采购单与发货、经销商，维修、申请、换货、工单与解密记录 → { serial, info, sections }（调用者无权查看的部分不返回）',
    },
    models: { method: 'GET', path: '/device/models', access: ACTIVE_LOG_ACCESS, summary: '解密记录「机型」筛选的选项 → { list: [{ value, label, initials }] }' },
  },
});
