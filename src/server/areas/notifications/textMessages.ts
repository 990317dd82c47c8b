import Mustache from 'mustache';
import type { NotifyChannel } from '../../../../resources/define.ts';
import { notifyTextTemplate } from '../../../../resources/notifications/notifyTemplates.ts';

/**
 * A declared text template (`NOTIFY_TEXT_TEMPLATES`) rendered for a channel other than email:
 * the outbox row's template code, subject, content and variables, or null when the code has no
 * text for the channel. Mustache fills the variables as plain text. A WeChat message is its
 * template's keys filled in (its code is the official account's template id). Pure: the
 * trigger runner and the demo outbox both render through it.
 */
export interface RenderedMessage {
  templateCode: string;
  subject: string | null;
  content: string;
  variables: Record<string, unknown>;
}

const plain = (text: string, variables: Record<string, unknown>): string => Mustache.render(text, variables, undefined, { escape: (v: unknown) => String(v) });

export function renderTextMessage(channel: Exclude<NotifyChannel, 'email'>, code: string, variables: Record<string, string | number>): RenderedMessage | null {
  const text = notifyTextTemplate(code);
  if (channel === 'site') return text?.site ? { templateCode: code, subject: plain(text.site.subject, variables), content: plain(text.site.content, variables), variables } : null;
  if (channel === 'sms') return text?.sms ? { templateCode: code, subject: null, content: plain(text.sms, variables), variables } : null;
  if (!text?.wechat) return null;
  const data = Object.fromEntries(Object.entries(text.wechat.data).map(([key, value]) => [key, plain(value, variables)]));
  return { templateCode: text.wechat.templateId, subject: text.name, content: Object.values(data).join('\n'), variables: data };
}
