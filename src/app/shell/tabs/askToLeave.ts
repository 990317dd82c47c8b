import type { App } from 'antd';
import type { Translate } from '../../locales/text.ts';

type Modal = ReturnType<typeof App.useApp>['modal'];

/**
 * The one question before unsaved input is lost (closing or refreshing a tab, closing a form
 * drawer, logging out): 「有未保存的内容，确定离开？」, `detail` saying what goes; `then` runs on 确定,
 * 取消 keeps everything as it is.
 */
export function askToLeave(modal: Modal, t: Translate, detail: string, then: () => void): void {
  modal.confirm({
    title: t('tabs.unsavedTitle'),
    content: detail,
    okText: t('tabs.confirm'),
    cancelText: t('tabs.cancel'),
    onOk: then,
  });
}
