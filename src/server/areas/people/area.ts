import { defineArea } from '../../engine/area.ts';
import { customerOfRecord } from './customerRecipient.ts';
import { PEOPLE_HANDLERS } from './handlers.ts';
import { PEOPLE_HOOKS } from './hooks.ts';

/** Accounts and rights (customers, staff accounts, the rights page, one's profile). A trigger's `customer` is the record's customer account. */
export const peopleArea = defineArea({
  name: 'people',
  hooks: PEOPLE_HOOKS,
  handlers: PEOPLE_HANDLERS,
  recipients: { customer: customerOfRecord },
  seeds: [() => import('./seed.ts').then((m) => m.seed)],
});
