import { notifications } from '../../../../resources/notifications/outbox.ts';
import { fieldOf } from '../../../../resources/registry.ts';

/** The channels as the declaration names them (站内信, 邮件, 微信, 短信). */
export const CHANNEL_OPTIONS = fieldOf(notifications, 'channel')?.options ?? [];

/** A channel's Chinese name. */
export const channelLabel = (channel: string): string => CHANNEL_OPTIONS.find((o) => o.value === channel)?.label ?? channel;
