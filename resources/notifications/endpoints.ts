import { defineEndpoints } from '../define.ts';

/**
 * The outbox's calls besides its list and detail (resources/notifications/outbox.ts): 重新发送 makes a
 * new row linked to the original (which stays as it was) and answers it. The providers' calls:
 * which provider each channel uses and whether it is configured, clearing a bounced address, and
 * the vendors' delivery receipts — called by WeChat and Aliyun, not by a logged-in user: public,
 * authenticated by the shared token `notify_callback_token` in the URL (`?token=`; wrong or unset → 403).
 * WeChat checks its callback URL once with a GET before it pushes anything: the answer is the
 * `echostr` it sent, after its signature (SHA-1 of the sorted token, timestamp and nonce, the
 * 公众号's 令牌(Token) being the same `notify_callback_token`) is verified.
 */
export const notificationEndpoints = defineEndpoints({
  name: 'notifications',
  endpoints: {
    resend: { method: 'POST', path: '/notification/outbox/:id/resend', access: { permission: 'manage_message' }, summary: '重新发送一条通知（生成关联原记录的新记录）' },
    providers: { method: 'GET', path: '/notification/providers', access: { permission: 'manage_message' }, summary: '各渠道的发送方式与配置状态' },
    clearBounce: { method: 'DELETE', path: '/notification/bounce/:address', access: { permission: 'manage_message' }, summary: '清除邮箱的退信标记' },
    wechatCheck: { method: 'GET', path: '/notification/callback/wechat', access: { public: true }, summary: '微信服务器地址验证（signature、timestamp、nonce、echostr，?token=）' },
    wechatReceipt: { method: 'POST', path: '/notification/callback/wechat', access: { public: true }, xml: true, summary: '微信模板消息送达回执（TEMPLATESENDJOBFINISH，?token=）' },
    smsReceipt: { method: 'POST', path: '/notification/callback/sms', access: { public: true }, summary: '阿里云短信状态报告（?token=）' },
  },
});
