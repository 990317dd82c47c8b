import { defineAppArea } from '../../appArea.ts';

/** 设备 in the app: the decryption records. */
export const deviceArea = defineAppArea({
  name: 'device',
});
