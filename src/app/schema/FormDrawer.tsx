import { Button, Drawer, Space } from 'antd';
import type { ReactNode } from 'react';
import { useText } from '../locales/useText.ts';

interface Props {
  open: boolean;
  title: ReactNode;
  saving: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** The drawer every generated form sits in: title, 取消 and 提交 in the header. */
export function FormDrawer({ open, title, saving, onClose, onSubmit, children }: Props) {
  const t = useText();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      width={560}
      forceRender
      extra={
        <Space>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={onSubmit}>{t('form.submit')}</Button>
        </Space>
      }
    >
      {children}
    </Drawer>
  );
}
