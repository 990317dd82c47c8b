import { defineArea } from '../../engine/area.ts';
import { DEVICE_HANDLERS } from './handlers.ts';

/** 设备: the append-only decryption records of the devices, the code shown on demand, and the warning on serials asking too often. */
export const deviceArea = defineArea({
  name: 'device',
  handlers: DEVICE_HANDLERS,
  seeds: [() => import('./seed.ts').then((m) => m.seed)],
});
