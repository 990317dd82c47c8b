import type { ResourceHooks } from '../../engine/hooks.ts';
import { forgetFiles, referFiles } from '../../shared/files/fileRefs.ts';

/**
 * An order's attachments (合同、付款凭证, a list of `{url, name}` in the JSON column `attachments`)
 * are registered as the order's (`upload_ref`, resource `erpPurchases`): whoever may read the order
 * may download them, not only their uploader (resources/settings/upload.ts, files referred to inside
 * a JSON value). A deleted draft's references go with it.
 */
export const PURCHASE_FILES_RESOURCE = 'erpPurchases';

const urlsOf = (stored: unknown): unknown[] => {
  let list: unknown = stored;
  if (typeof stored === 'string') {
    try {
      list = JSON.parse(stored);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.map((a: unknown) => (typeof a === 'object' && a !== null ? (a as { url?: unknown }).url : null)) : [];
};

/** The order's hooks with its files registered after each create/update that sets them (inside the write's transaction). */
export function withPurchaseFiles(hooks: ResourceHooks): ResourceHooks {
  return {
    ...hooks,
    afterWrite: async (kind, ctx) => {
      await hooks.afterWrite?.(kind, ctx);
      const { db, values, before, after } = ctx;
      if ((kind === 'create' || kind === 'update') && after && 'attachments' in values) await referFiles(db, PURCHASE_FILES_RESOURCE, Number(after.id), urlsOf(after.attachments ?? values.attachments));
      if (kind === 'delete' && before) await forgetFiles(db, PURCHASE_FILES_RESOURCE, Number(before.id));
    },
  };
}
