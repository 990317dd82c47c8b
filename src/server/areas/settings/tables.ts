import type { Generated } from 'kysely';
import type { MessageKind } from '../../../../resources/settings/messages.ts';

/**
 * A 站内信: `kind` private | notice (MESSAGE_KINDS); `status` sent | revoked; the sender's own
 * delete hides a private message from the outbox only. `edited_at`/`edited_by`: the last edit of
 * a notice (a private message is never edited).
 */
export interface MessageTable {
  id: Generated<number>;
  kind: Generated<MessageKind>;
  sender_id: number;
  title: string;
  content: string;
  status: string;
  sender_deleted: Generated<number>;
  sent_at: string;
  created_at: string;
  updated_at: string;
  edited_at: string | null;
  edited_by: number | null;
  version: Generated<number>;
  created_by: number | null;
}

/** One recipient's copy of a message: read and deleted per recipient. */
export interface MessageReceiptTable {
  id: Generated<number>;
  message_id: number;
  recipient_id: number;
  read_at: string | null;
  deleted_at: string | null;
  delivered_at: string;
}

/** A config item; `value` is the JSON text of its typed value (migration 0009). */
export interface SystemConfigTable {
  id: Generated<number>;
  key: string;
  name: string;
  type: string;
  value: string | null;
  is_public: number;
  remark: string | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
  created_by: number | null;
}

export interface EmailTemplateTable {
  id: Generated<number>;
  code: string;
  name: string;
  subject: string;
  body: string;
  sample_json: string | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
  created_by: Generated<number | null>;
}

/** The official-account menu: one row (id 1). */
export interface WechatMenuTable {
  id: number;
  menu_json: string;
  updated_at: string;
  updated_by: number | null;
  version: Generated<number>;
}

/** A stored file: reached by its random `key` (never by `id`); `stored_name` is its file in UPLOAD_DIR. */
export interface UploadFileTable {
  id: Generated<number>;
  key: string;
  stored_name: string;
  original_name: string;
  mime: string;
  ext: string;
  size: number;
  sha256: string;
  uploader_id: number | null;
  created_at: string;
}

/**
 * A record that refers to a stored file inside a JSON value (migration 0012): whoever may read
 * the record may download the file (canReadFile). Written by `referFiles` (fileRefs.ts).
 */
export interface UploadRefTable {
  upload_key: string;
  resource: string;
  record_id: number;
}

/** Tables of the settings area; `Database` (src/server/db/tables.ts) extends this interface. */
export interface SettingsTables {
  message: MessageTable;
  message_receipt: MessageReceiptTable;
  system_config: SystemConfigTable;
  email_template: EmailTemplateTable;
  wechat_menu: WechatMenuTable;
  upload_file: UploadFileTable;
  upload_ref: UploadRefTable;
}
