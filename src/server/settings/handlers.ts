import type { Handler } from 'hono';
import type { AppEnv, Deps } from '../context.ts';
import { configByKeyHandler, configCreateHandler, configDeleteHandler, configListHandler, configUpdateHandler } from './config.ts';
import { downloadHandler, uploadHandler } from './upload.ts';
import { templateCreateHandler, templateDeleteHandler, templateListHandler, templateOneHandler, templateTestHandler, templateUpdateHandler } from './templates.ts';
import { wechatMenuGetHandler, wechatMenuSaveHandler } from './wechatMenu.ts';
import { resendHandler, revokeHandler } from './noticeAliases.ts';
import { countHandler, markAllReadHandler, markHandler, recipientsHandler, removeHandler, sendHandler } from './messages.ts';

/** Handlers of the settings area's endpoint groups (resources/messages.ts, …), by endpoint key. */
export const SETTINGS_HANDLERS: Record<string, (deps: Deps) => Handler<AppEnv>> = {
  'messages.count': countHandler,
  'messages.markAllRead': markAllReadHandler,
  'messages.recipients': recipientsHandler,
  'messages.send': sendHandler,
  'messages.mark': markHandler,
  'messages.remove': removeHandler,
  'messages.revoke': revokeHandler,
  'messages.resend': resendHandler,
  'config.list': configListHandler,
  'config.create': configCreateHandler,
  'config.update': configUpdateHandler,
  'config.delete': configDeleteHandler,
  'config.byKey': configByKeyHandler,
  'upload.upload': uploadHandler,
  'upload.download': downloadHandler,
  'templates.list': templateListHandler,
  'templates.one': templateOneHandler,
  'templates.create': templateCreateHandler,
  'templates.update': templateUpdateHandler,
  'templates.delete': templateDeleteHandler,
  'templates.test': templateTestHandler,
  'wechatMenu.get': wechatMenuGetHandler,
  'wechatMenu.save': wechatMenuSaveHandler,
};
