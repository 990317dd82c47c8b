import type { MenuGroup } from './define.ts';

/** The sidebar groups of section 2, in menu order. Items come from screens and pages. */
export const MENU_GROUPS: readonly MenuGroup[] = [
  { key: 'production', title: '产品管理', icon: 'AppstoreOutlined', order: 10 },
  { key: 'request', title: '申请管理', icon: 'SwapOutlined', order: 20 },
  { key: 'repair', title: '维修管理', icon: 'ToolOutlined', order: 30 },
  { key: 'workflow', title: '工单', icon: 'SolutionOutlined', order: 40 },
  { key: 'user', title: '客户管理', icon: 'TeamOutlined', order: 50 },
  { key: 'intelligence', title: '智能助手', icon: 'RobotOutlined', order: 60 },
  { key: 'reply', title: '自动回复', icon: 'MessageOutlined', order: 70 },
  { key: 'notification', title: '通知', icon: 'NotificationOutlined', order: 80 },
  { key: 'device', title: '设备', icon: 'UnlockOutlined', order: 90 },
  { key: 'oss', title: '资源', icon: 'CloudOutlined', order: 100 },
  { key: 'erp', title: 'ERP', icon: 'ShopOutlined', order: 110 },
  { key: 'system', title: '系统管理', icon: 'SettingOutlined', order: 120 },
  { key: 'admin', title: '管理员', icon: 'SafetyOutlined', order: 130 },
];
