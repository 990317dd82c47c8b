import { lazy } from 'react';
import { defineAppArea } from '../../appArea.ts';

/**
 * AI文件库 in the app: its list is the schema's (name, type, size, tags, uploader, time; 编辑 to
 * rename, move and tag; 删除); the area brings the folder bar with the upload above it, the
 * expanded row (preview, users, share link) and the folder picker of 移动.
 */
export const ossArea = defineAppArea({
  name: 'oss',
  loadTexts: () => import('./texts.ts').then((m) => [m.ossTexts]),
  panels: {
    // below the cards on a phone: the files first (three cards in the first screen), the folders and the upload under them
    ossFolderBar: { Panel: lazy(() => import('./FolderBar.tsx').then((m) => ({ default: m.FolderBar }))), belowOnPhone: true },
  },
  rowDetails: {
    ossFileDetail: lazy(() => import('./FileDetail.tsx').then((m) => ({ default: m.FileDetail }))),
  },
  inputs: {
    ossFolderPicker: { Input: lazy(() => import('./FolderPicker.tsx').then((m) => ({ default: m.FolderPicker }))) },
  },
});
