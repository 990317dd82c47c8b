import { sql } from 'kysely';
import type { Handler } from 'hono';
import { ossFiles } from '../../../../resources/oss/files.ts';
import { findResource } from '../../../../resources/registry.ts';
import { ok } from '../../../domain/envelope.ts';
import { canAccess } from '../../../domain/access.ts';
import type { AppEnv, AuthUser, Deps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { me } from '../../shared/caller.ts';
import { FILE_REFERENCES } from '../../shared/files/fileAccess.ts';

/** One record that uses a library file: what it is (the resource's label) and its title. */
export interface FileUsage {
  resource: string;
  label: string;
  id: number;
  title: string;
}

/** At most this many users are named; the rest are counted. */
const MAX_NAMED = 20;

/**
 * The records that use a stored file: every declared file field (a knowledge base's documents,
 * and any later one) holding its URL, except the library's own entries. Found through the
 * declarations, so the library names no other area.
 */
export async function usagesOf(db: Db, url: string): Promise<FileUsage[]> {
  const found: FileUsage[] = [];
  for (const ref of FILE_REFERENCES) {
    if (ref.resource === ossFiles.name) continue;
    const resource = findResource(ref.resource);
    if (!resource) continue;
    const title = resource.fields.find((f) => f.name === resource.titleField);
    const titleColumn = title?.db?.column ?? resource.titleField;
    const rows = await sql<{ id: number; title: unknown }>`select id, ${sql.ref(titleColumn)} as title from ${sql.table(ref.table)} where ${sql.ref(ref.column)} = ${url} order by id limit ${MAX_NAMED}`.execute(db);
    for (const r of rows.rows) found.push({ resource: resource.name, label: resource.label, id: Number(r.id), title: String(r.title ?? r.id) });
  }
  return found;
}

/** The usages `user` may read (their resource's read access) and how many others there are. */
export function visibleUsages(user: AuthUser, usages: readonly FileUsage[]): { visible: FileUsage[]; hidden: number } {
  const visible = usages.filter((u) => {
    const resource = findResource(u.resource);
    return resource !== undefined && canAccess({ group: user.group, permissions: user.permissions }, resource.endpoints.one?.access ?? resource.access);
  });
  return { visible, hidden: usages.length - visible.length };
}

/** The message of a refused delete: the users the caller may see by name, the others counted. */
export function inUseMessage(name: string, user: AuthUser, usages: readonly FileUsage[]): string {
  const { visible, hidden } = visibleUsages(user, usages);
  const named = visible.map((u) => `${u.label}「${u.title}」`);
  if (hidden > 0) named.push(`另有 ${hidden} 条您无权查看的记录`);
  return `文件「${name}」正在被使用：${named.join('、')}，不能删除`;
}

/** GET /oss/file/:id/usages → `{ list: [{ resource, label, id, title }], hidden }`: the records using the file that the caller may read, and a count of the others. */
export const usagesHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const id = parseId(c.req.param('id'));
  const file = await deps.db.selectFrom('oss_file').select(['id', 'file']).where('id', '=', id).executeTakeFirst();
  if (!file) throw new ApiError('NOT_FOUND', '文件不存在或已被删除');
  const { visible, hidden } = visibleUsages(user, await usagesOf(deps.db, file.file));
  return c.json(ok({ list: visible, hidden }));
};
