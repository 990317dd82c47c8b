import { defineAreaDeclarations } from '../define.ts';
import { emailTemplates, templateEndpoints } from './emailTemplates.ts';
import { messageEndpoints } from './messages.ts';
import { inbox, outbox } from './myMessages.ts';
import { notices } from './notices.ts';
import { settingsPages } from './pages.ts';
import { configEndpoints, systemConfig } from './systemConfig.ts';
import { uploadEndpoints } from './upload.ts';
import { wechatMenuEndpoints } from './wechatMenu.ts';

/** The declarations of 系统设置 (settings): one line in resources/index.ts. */
export const settingsDeclarations = defineAreaDeclarations({
  name: 'settings',
  resources: [systemConfig, emailTemplates, notices, inbox, outbox],
  endpointGroups: [messageEndpoints, configEndpoints, uploadEndpoints, templateEndpoints, wechatMenuEndpoints],
  pages: settingsPages,
});
