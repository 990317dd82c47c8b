import { defineEndpoints } from '../define.ts';

/**
 * The channels' providers: which one each channel uses and whether it is configured, clearing a
 * bounced address, and the vendors' delivery receipts. The receipts are called by WeChat and
 * Aliyun, not by a logged-in user: public, authenticated by the shared token
 * `notify_callback_token` in the URL (`?token=`); a wrong or unset token is 403.
 */
export const notificationProviderEndpoints = defineEndpoints({
  name: 'notificationProviders',
  endpoints: {
    status: { method: 'GET', path: '/notification/providers', access: { permission: 'manage_message' }, summary: '各渠道的发送方式与配置状态' },
    clearBounce: { method: 'DELETE', path: '/notification/bounce/:address', access: { permission: 'manage_message' }, summary: '清除邮箱的退信标记' },
    wechatReceipt: { method: 'POST', path: '/notification/callback/wechat', access: { public: true }, xml: true, summary: '微信模板消息送达回执（TEMPLATESENDJOBFINISH，?token=）' },
    smsReceipt: { method: 'POST', path: '/notification/callback/sms', access: { public: true }, summary: '阿里云短信状态报告（?token=）' },
  },
});
