import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { ScreenDef } from '../../../../resources/define.ts';
import { formPathOf } from '../showPath.ts';

/** 新建 on a screen with a form page of its own (`ScreenDef.form`): opens that page without an id. */
export function CreateLink({ screen, label }: { screen: ScreenDef; label: string }) {
  const navigate = useNavigate();
  return <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(formPathOf(screen) ?? screen.list.path)}>{label}</Button>;
}
