import { lazy } from 'react';
import { defineAppArea } from '../../appArea.ts';
import { lazyWithTimeout } from '../../routing/lazyWithTimeout.tsx';
import { lazyDisplay } from '../../schema/fields/lazyDisplay.tsx';

/** The express phones panel: above 系统配置's list and on a repair's or request's detail page (one chunk for both). */
const ExpressPhones = lazy(() => import('./config/ExpressPhonesPanel.tsx').then((m) => ({ default: m.ExpressPhonesPanel })));

/** 系统设置 in the app: messages and notices, the express phones, the template preview and the WeChat menu page. */
export const settingsArea = defineAppArea({
  name: 'settings',
  loadTexts: () => import('./texts.ts').then((m) => [m.settingsTexts]),
  panels: {
    MessageBoxes: { Panel: lazy(() => import('./messages/MessageBoxes.tsx').then((m) => ({ default: m.MessageBoxes }))) },
    NoticeCompose: { Panel: lazy(() => import('./messages/NoticeCompose.tsx').then((m) => ({ default: m.NoticeCompose }))) },
    ExpressPhones: { Panel: ExpressPhones },
  },
  rowDetails: {
    MessageRowDetail: lazy(() => import('./messages/MessageRowDetail.tsx').then((m) => ({ default: m.MessageRowDetail }))),
  },
  displays: {
    recordText: lazyDisplay(() => import('../../shared/messages/RecordText.tsx').then((m) => m.RecordTextDisplay)),
  },
  showPanels: {
    repairs: [ExpressPhones],
    requests: [ExpressPhones],
    // the template preview brings mustache: its own chunk, loaded by the template detail page only
    templates: [lazy(() => import('./templates/TemplatePreviewPanel.tsx').then((m) => ({ default: m.TemplatePreviewPanel })))],
  },
  pages: {
    WechatMenuPage: lazyWithTimeout(() => import('./wechat/WechatMenuPage.tsx').then((m) => m.WechatMenuPage)),
  },
});
