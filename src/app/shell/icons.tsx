import {
  AppstoreOutlined,
  CloudOutlined,
  DashboardOutlined,
  MessageOutlined,
  NotificationOutlined,
  RobotOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  SwapOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The icons declarations name (a static map keeps the bundle to the icons used). */
const ICONS: Record<string, ReactNode> = {
  AppstoreOutlined: <AppstoreOutlined />,
  CloudOutlined: <CloudOutlined />,
  DashboardOutlined: <DashboardOutlined />,
  MessageOutlined: <MessageOutlined />,
  NotificationOutlined: <NotificationOutlined />,
  RobotOutlined: <RobotOutlined />,
  SafetyOutlined: <SafetyOutlined />,
  SettingOutlined: <SettingOutlined />,
  ShopOutlined: <ShopOutlined />,
  SolutionOutlined: <SolutionOutlined />,
  SwapOutlined: <SwapOutlined />,
  TeamOutlined: <TeamOutlined />,
  ThunderboltOutlined: <ThunderboltOutlined />,
  ToolOutlined: <ToolOutlined />,
  UnlockOutlined: <UnlockOutlined />,
};

/** The icon of a declared name; unknown names render nothing. */
export const iconOf = (name: string | undefined): ReactNode => (name ? (ICONS[name] ?? null) : null);

/** Names the map knows (a test checks every declared icon is among them). */
export const ICON_NAMES: readonly string[] = Object.keys(ICONS);
