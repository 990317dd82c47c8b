import { App, Button, Drawer, Space, type FormInstance } from 'antd';
import { useContext, type ReactNode } from 'react';
import { useText } from '../locales/useText.ts';
import { askToLeave } from '../shell/tabs/askToLeave.ts';
import { TabContainerContext } from '../shell/tabs/TabsContext.ts';
import { useFormTouched, useUnsavedChanges } from '../shell/tabs/useUnsavedChanges.ts';

interface Props {
  open: boolean;
  title: ReactNode;
  saving: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  /** The form inside: while it holds touched input, its tab asks before closing or refreshing, and so do 取消 and ×. */
  form?: FormInstance;
}

/** The drawer every generated form sits in: title, 取消 and 提交 in the header. */
export function FormDrawer({ open, title, saving, onClose, onSubmit, children, form }: Props) {
  const t = useText();
  const { modal } = App.useApp();
  const tabElement = useContext(TabContainerContext);
  const touched = useFormTouched(form);
  const dirty = open && touched;
  useUnsavedChanges(dirty);
  const close = () => (dirty ? askToLeave(modal, t, t('tabs.unsavedForm'), onClose) : onClose());
  return (
    <Drawer
      open={open}
      onClose={close}
      title={title}
      width={560}
      forceRender
      maskClosable={false}
      getContainer={tabElement ? () => tabElement() ?? document.body : undefined}
      rootClassName={tabElement ? 'tab-drawer' : undefined}
      extra={
        <Space>
          <Button onClick={close}>{t('form.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={onSubmit}>{t('form.submit')}</Button>
        </Space>
      }
    >
      {children}
    </Drawer>
  );
}
