import { defineEndpoints } from '../define.ts';

/** Endpoints of the needs area that belong to no resource: the serial checker, warranty rules (export jobs, with their page, are the shared layer's: resources/shared/exportJobs.ts). */
export const needsEndpoints = defineEndpoints({
  name: 'needs',
  endpoints: {
    serialCheck: {
      method: 'GET',
      path: '/needs/production/serial-check',
      access: { permission: 'manage_needs_production' },
      summary: '序列号查询（?serial=）：机型、生产月份、保修截止、是否在保',
    },
    warrantyRules: {
      method: 'GET',
      path: '/needs/production/warranty-rules',
      access: {},
      summary: '各机型的序列号规则与保修月数（序列号旁的保修状态用）',
    },
  },
});

