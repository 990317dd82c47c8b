import type { ConfigType } from '../../../../resources/systemConfig.ts';

/** A config item as `GET /system/config` answers it (secrets masked). */
export interface ConfigItem {
  id: number;
  key: string;
  name: string;
  type: ConfigType;
  value: unknown;
  is_public: boolean;
  remark: string | null;
  updated_at: string;
  version: number;
}
