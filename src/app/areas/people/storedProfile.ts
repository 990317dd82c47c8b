import { SESSION_KEYS } from '../../../domain/session.ts';
import { createStorage } from '../../../domain/storage.ts';
import type { Profile } from '../../../domain/wire.ts';
import { PROFILE_KEY } from '../../providers/session.ts';

/**
 * Replaces the stored profile (the header's name and avatar) after the user edited it; the
 * token and last-auth time stay as they are.
 */
export function storeProfile(profile: Profile): void {
  const storage = createStorage(() => window.localStorage);
  storage.set(PROFILE_KEY, JSON.stringify(profile));
  storage.set(SESSION_KEYS.avatar, profile.avatar ?? '');
}
