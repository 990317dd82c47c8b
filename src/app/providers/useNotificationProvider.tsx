import type { NotificationProvider } from '@refinedev/core';
import { App } from 'antd';
import { useMemo } from 'react';
import { zhText } from '../locales/text.ts';
import { NOTIFICATION_SECONDS, notificationModeOf } from './notificationMode.ts';

/**
 * refine's notification provider over antd's `App` context, in the mode `notificationModeOf`
 * picks. It runs inside <Refine> before the i18n context exists, so its one text is zh-CN.
 */
export function useNotificationProvider(): NotificationProvider {
  const { message, modal, notification } = App.useApp();
  return useMemo(
    () => ({
      open: (params) => {
        const text = params.description ? `${params.message}：${params.description}` : params.message;
        switch (notificationModeOf(params)) {
          case 'message':
            if (params.type === 'progress') message.loading({ content: text, key: params.key });
            else message.success({ content: text, key: params.key });
            return;
          case 'alert':
            modal.error({ title: zhText('app.error'), content: params.description ?? params.message });
            return;
          case 'notification':
            notification.error({ key: params.key, message: params.message, description: params.description, duration: NOTIFICATION_SECONDS });
        }
      },
      close: (key) => {
        message.destroy(key);
        notification.destroy(key);
      },
    }),
    [message, modal, notification],
  );
}
