/**
 * What GET /device/file/:serial answers, once for both halves: the server builds it
 * (src/server/areas/device/file.ts, fileSale.ts, fileSections.ts) and the 设备档案 page reads it
 * (src/app/areas/device/file/). A section the caller may not read is absent, not empty.
 */

/** One record of a section: what the device file shows of it, and where its page is. */
export interface FileEntry {
  id: number;
  /** Its number (维修单号, 工单号 …); null for a record without one (a decryption record). */
  no: string | null;
  state: string;
  state_label: string;
  state_color?: string;
  /** A line about it: a ticket's title, which serial of an exchange, a decryption's device code … */
  note: string;
  created_at: string;
  /** Its detail page (a decryption record, which has none: the list filtered to the serial). */
  path: string;
}

export interface FileSection {
  total: number;
  list: FileEntry[];
}

/** What sold a serial: its shipment, the order it went out on, and the dealer that bought it. */
export interface FileSale {
  shipment: { id: number; no: string; courier: string | null; courier_no: string; created_at: string; returned: boolean; returned_at: string | null; return_reason: string | null };
  order: { id: number; no: string; state: string; state_label: string; state_color?: string; path: string };
  company: { id: number; name: string; path: string };
}

/** The record sections in the page's order (after the sale). */
export const SECTION_KEYS = ['repairs', 'requests', 'exchanges', 'tickets', 'activeLogs'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** What the SUP rule and the model rules say of a serial. */
export interface SerialFacts {
  model: { id: number; name: string } | null;
  /** 生产月份 `YYYY-MM`. */
  produced_on: string;
  warranty_months: number;
  warranty_end: string;
  warranty_state: 'in' | 'out';
  warranty_label: string;
}

export type FileSections = { sale?: FileSale | null } & { [K in SectionKey]?: FileSection };

/** The whole answer. */
export interface DeviceFile {
  serial: string;
  info: SerialFacts;
  known: boolean;
  sections: FileSections;
}
