import type { GroupHandlers } from '../../engine/mount.ts';
import { templateTestHandler } from './templateTestSend.ts';
import { wechatMenuGetHandler, wechatMenuSaveHandler } from './wechatMenu.ts';
import { resendHandler, revokeHandler } from './noticeAliases.ts';
import { refsHandler } from './messageRefs.ts';
import { countHandler, markAllReadHandler, markHandler, recipientsHandler, removeHandler, sendHandler } from './messages.ts';

/** Handlers of the settings area's endpoint groups (resources/settings/messages.ts, …), by endpoint key. */
export const SETTINGS_HANDLERS = {
  'messages.count': countHandler,
  'messages.markAllRead': markAllReadHandler,
  'messages.recipients': recipientsHandler,
  'messages.refs': refsHandler,
  'messages.send': sendHandler,
  'messages.mark': markHandler,
  'messages.remove': removeHandler,
  'messages.revoke': revokeHandler,
  'messages.resend': resendHandler,
  'templates.test': templateTestHandler,
  'wechatMenu.get': wechatMenuGetHandler,
  'wechatMenu.save': wechatMenuSaveHandler,
} satisfies Partial<GroupHandlers>;
