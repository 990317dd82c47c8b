import type { TestUser } from '../../helpers/testServer.ts';
import type { Call, CallContext } from './callContext.ts';
import { erpPartial } from './erpCalls.ts';

/**
 * Valid call of 设备档案 (GET /device/file/:serial): a serial that was sold (shipped with an order
 * by ERP's steps), so its file has more than the serial's own facts. A fresh one per caller.
 */

type Builder = (ctx: CallContext, caller: TestUser | null) => Promise<Call[]>;

export const DEVICE_FILE_CALLS: Record<string, Builder> = {
  'GET /device/file/:serial': async (ctx) => [{ method: 'GET', path: `/device/file/${(await erpPartial(ctx)).serials[0]}` }],
};
