import { deviceEndpoints } from '../../../../../resources/device/endpoints.ts';

/** GET /device/file/:serial's call, from its declaration. */
export const deviceFileUrl = (serial: string): string => deviceEndpoints.endpoints.file.path.replace(':serial', encodeURIComponent(serial));

/** One record of a section (src/server/areas/device/fileSections.ts). */
export interface FileEntry {
  id: number;
  no: string | null;
  state: string;
  state_label: string;
  state_color?: string;
  note: string;
  created_at: string;
  path: string;
}

export interface FileSection {
  total: number;
  list: FileEntry[];
}

export interface FileSale {
  shipment: { id: number; no: string; courier: string | null; courier_no: string; created_at: string; returned: boolean; returned_at: string | null; return_reason: string | null };
  order: { id: number; no: string; state: string; state_label: string; state_color?: string; path: string };
  company: { id: number; name: string; path: string };
}

/** The record sections in the page's order (after the sale). */
export const SECTION_KEYS = ['repairs', 'requests', 'exchanges', 'tickets', 'activeLogs'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** What the device file answers: a section the caller may not read is absent. */
export interface DeviceFile {
  serial: string;
  info: {
    model: { id: number; name: string } | null;
    produced_on: string;
    warranty_months: number;
    warranty_end: string;
    warranty_state: 'in' | 'out';
    warranty_label: string;
  };
  known: boolean;
  sections: { sale?: FileSale | null } & { [K in SectionKey]?: FileSection };
}
