import { defineArea } from '../../engine/area.ts';
import { PEOPLE_HANDLERS } from './handlers.ts';
import { PEOPLE_HOOKS } from './hooks.ts';

/** Accounts and rights (customers, staff accounts, the rights page, one's profile). */
export const peopleArea = defineArea({
  name: 'people',
  hooks: PEOPLE_HOOKS,
  handlers: PEOPLE_HANDLERS,
  seeds: [() => import('./seed.ts').then((m) => m.seed)],
});
