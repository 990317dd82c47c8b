import { deviceEndpoints } from '../../../../../resources/device/endpoints.ts';

/** GET /device/file/:serial's call, from its declaration. */
export const deviceFileUrl = (serial: string): string => deviceEndpoints.endpoints.file.path.replace(':serial', encodeURIComponent(serial));

export { SECTION_KEYS } from '../../../../domain/deviceFile.ts';
export type { DeviceFile, FileEntry, FileSale, FileSection, SectionKey } from '../../../../domain/deviceFile.ts';
