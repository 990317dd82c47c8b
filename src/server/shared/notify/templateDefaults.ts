/** The email templates a new installation starts with (demo seed); `sample` fills the preview. */
export const DEFAULT_TEMPLATES: readonly { code: string; name: string; subject: string; body: string; sample: Record<string, unknown> }[] = [
  {
    code: 'repair_received',
    name: '维修设备已收件',
    subject: '【售后服务】您的设备已收到（{{repair_no}}）',
    body: [
      '<p>尊敬的{{customer_name}}，您好：</p>',
      '<p>您寄修的设备（序列号 <strong>{{serial}}</strong>）已于 {{received_at}} 送达售后服务中心，维修单号为 <strong>{{repair_no}}</strong>。</p>',
      '<p>工程师将在 1–2 个工作日内完成检测，如需付费维修，我们会先与您确认报价。</p>',
      '<p>如有疑问请致电 {{hotline}}。</p>',
      '<p style="color:#888">此邮件由系统自动发送，请勿直接回复。</p>',
    ].join('\n'),
    sample: { customer_name: '陈志强', serial: 'SUP01AB2401', received_at: '2026-11-22', repair_no: 'WX202611220001', hotline: '400-826-5100' },
  },
  {
    code: 'repair_shipped',
    name: '维修设备已寄回',
    subject: '【售后服务】您的设备已寄回（{{repair_no}}）',
    body: [
      '<p>尊敬的{{customer_name}}，您好：</p>',
      '<p>您的设备已维修完成并寄回，快递单号：<strong>{{express_no}}</strong>。</p>',
      '<table border="1" cellpadding="6" style="border-collapse:collapse">',
      '<tr><td>维修单号</td><td>{{repair_no}}</td></tr>',
      '<tr><td>维修方案</td><td>{{solution}}</td></tr>',
      '</table>',
      '<p>感谢您的耐心等待。</p>',
    ].join('\n'),
    sample: { customer_name: '刘芳', express_no: 'SF1234567890123', repair_no: 'WX202611200003', solution: '更换激光模组' },
  },
  {
    code: 'repair_status_changed',
    name: '维修状态变更通知',
    subject: '【售后服务】维修单 {{no}} 状态更新：{{status}}',
    body: [
      '<p>尊敬的{{customer_name}}，您好：</p>',
      '<p>您的维修单 <strong>{{no}}</strong>（{{model}}，序列号 {{serial}}）状态已更新为 <strong>{{status}}</strong>。</p>',
      '<p>如有疑问请致电售后服务热线。</p>',
      '<p style="color:#888">此邮件由系统自动发送，请勿直接回复。</p>',
    ].join('\n'),
    sample: { customer_name: '陈志强', no: 'WX202611220001', model: 'F1 光纤激光打标机', serial: 'SUP01AB2401', status: '维修中' },
  },
  {
    code: 'backup_overdue',
    name: '备用机逾期未还提醒',
    subject: '【售后服务】备用机已超期 {{days}} 天未归还（{{no}}）',
    body: [
      '<p>尊敬的{{customer_name}}，您好：</p>',
      '<p>您借用的备用机（{{model}}，申请单 <strong>{{no}}</strong>）已超过归还期限 {{days}} 天，请尽快寄回。</p>',
      '<p style="color:#888">此邮件由系统自动发送，请勿直接回复。</p>',
    ].join('\n'),
    sample: { customer_name: '刘芳', no: 'BY202611200002', model: 'F1 光纤激光打标机', days: 5 },
  },
];
