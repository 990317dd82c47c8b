import type { Profile } from '../../../domain/wire.ts';
import type { Db } from '../../db/database.ts';

/** The profile of an admin, or undefined. */
export async function loadProfile(db: Db, adminId: number): Promise<Profile | undefined> {
  const a = await db.selectFrom('admin').selectAll().where('id', '=', adminId).executeTakeFirst();
  if (!a) return undefined;
  return {
    id: a.id,
    username: a.username,
    group: a.grp,
    status: a.status,
    avatar: a.avatar,
    info: { group: a.grp, name: a.name, nickname: a.nickname, email: a.email, phone: a.phone },
  };
}
