import type { Kysely } from 'kysely';
import type { Database } from './tables.ts';

/**
 * A seed module: the demo rows of one area. Each `src/server/areas/<area>/seed.ts` exports one
 * as `seed`, and the area's entry (`area.ts`) names it in `seeds`; the seed runner (seedRunner.ts)
 * runs them after the demo accounts, each after the modules it depends on.
 */
export interface AreaSeed {
  /** The area's name, as other modules' `after` names it. */
  area: string;
  /**
   * The resources (registry names) this module writes rows of. A module runs after the modules
   * that seed what its resources' reference fields point to.
   */
  seeds: readonly string[];
  /** Areas whose rows this module reads besides references (e.g. the accounts another area adds). */
  after?: readonly string[];
  run(db: Kysely<Database>, now: number): Promise<void>;
}
