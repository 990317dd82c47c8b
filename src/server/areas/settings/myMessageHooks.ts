import type { HooksByResource } from '../../engine/hooks.ts';

/** 我的站内信 (resources/settings/myMessages.ts): every call sees the caller's own rows only. */
export const MY_MESSAGE_HOOKS: HooksByResource = {
  inbox: { rowScope: (user) => ({ recipient_id: user.id }) },
  outbox: { rowScope: (user) => ({ sender_id: user.id }) },
};
