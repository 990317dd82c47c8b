import { useInvalidate } from '@refinedev/core';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { notices } from '../../../../../resources/settings/notices.ts';
import { useText } from '../../../locales/useText.ts';
import { ComposeModal } from './ComposeModal.tsx';

/**
 * The panel above 站内信管理's list (`ScreenDef.panel`): what the page is for, and 发送通知 —
 * recipients (全部账号: every enabled account), title and content, sent to the declared create
 * endpoint of `notices`; the list then reloads.
 */
export function NoticeCompose() {
  const t = useText();
  const [open, setOpen] = useState(false);
  const invalidate = useInvalidate();
  const screen = notices.screens[0].name;
  return (
    <Flex justify="space-between" align="baseline" gap={16} wrap style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">{t('settings.manage.hint')}</Typography.Text>
      <Button type="primary" onClick={() => setOpen(true)}>{t('settings.manage.compose')}</Button>
      <ComposeModal
        kind="notice"
        open={open}
        onClose={() => setOpen(false)}
        onSent={() => {
          setOpen(false);
          void invalidate({ resource: screen, invalidates: ['list'] });
        }}
      />
    </Flex>
  );
}
