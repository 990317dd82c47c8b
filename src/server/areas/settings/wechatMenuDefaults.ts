import type { WechatMenu } from '../../../domain/wechatMenu.ts';

/** The menu a new installation starts with (demo seed). */
export const DEFAULT_WECHAT_MENU: WechatMenu = {
  button: [
    {
      name: '售后服务',
      sub_button: [
        { name: '在线报修', type: 'view', url: 'https://service.laser-demo.cn/repair' },
        { name: '维修进度查询', type: 'click', key: 'REPAIR_PROGRESS' },
        { name: '保修政策', type: 'view', url: 'https://service.laser-demo.cn/warranty' },
      ],
    },
    { name: '产品中心', type: 'miniprogram', appid: 'wx1234567890abcdef', pagepath: 'pages/products/index', url: 'https://www.laser-demo.cn/products' },
    {
      name: '联系我们',
      sub_button: [
        { name: '客服热线', type: 'click', key: 'CONTACT_HOTLINE' },
        { name: '官方网站', type: 'view', url: 'https://www.laser-demo.cn' },
      ],
    },
  ],
};
