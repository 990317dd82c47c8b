import type { HooksByResource, ResourceHooks } from '../../engine/hooks.ts';
import type { WriteContext } from '../../engine/hookTypes.ts';
import { ApiError } from '../../errors.ts';
import { folderPathOf, ROOT_FOLDER } from './folderPath.ts';
import { inUseMessage, usagesOf } from './usages.ts';

/** Server hooks of the file library: folders stay a tree, and a file or folder in use is not deleted. */

const countOf = async (q: { executeTakeFirst: () => Promise<{ n: unknown } | undefined> }): Promise<number> => Number((await q.executeTakeFirst())?.n ?? 0);

/** The folder `id` exists (0, the root, always does), or 400. */
async function requireFolder(db: WriteContext['db'], id: number): Promise<{ id: number; name: string }[]> {
  if (id === ROOT_FOLDER) return [];
  const path = await folderPathOf(db, id);
  if (!path) throw new ApiError('VALIDATION_FAILED', '目标文件夹不存在或已被删除');
  return path;
}

/** Names are unique among a folder's folders; a folder moves neither into itself nor below itself; one that holds anything stays. */
const folderHooks: ResourceHooks = {
  guardWrite: async (kind, { db, before, values }) => {
    if (kind === 'delete' && before) {
      const id = Number(before.id);
      const folders = await countOf(db.selectFrom('oss_folder').select((e) => e.fn.countAll().as('n')).where('parent_id', '=', id));
      const files = await countOf(db.selectFrom('oss_file').select((e) => e.fn.countAll().as('n')).where('folder_id', '=', id));
      const held = [folders > 0 ? `${folders} 个文件夹` : '', files > 0 ? `${files} 个文件` : ''].filter(Boolean);
      if (held.length > 0) throw new ApiError('ILLEGAL_TRANSITION', `文件夹「${String(before.name)}」中还有 ${held.join('、')}，请先移走或删除`);
      return;
    }
    if (kind !== 'create' && kind !== 'update') return;
    const parent = Number(values.parent_id ?? before?.parent_id ?? ROOT_FOLDER);
    const name = String(values.name ?? before?.name ?? '');
    const path = await requireFolder(db, parent);
    if (before && (parent === Number(before.id) || path.some((f) => f.id === Number(before.id)))) throw new ApiError('VALIDATION_FAILED', '不能把文件夹移到它自己或它的子文件夹中');
    let same = db.selectFrom('oss_folder').select('id').where('parent_id', '=', parent).where('name', '=', name);
    if (before) same = same.where('id', '<>', Number(before.id));
    if (await same.executeTakeFirst()) throw new ApiError('DUPLICATE', `同一位置已有名为「${name}」的文件夹`);
  },
};

/** A file moves only into a folder that exists; the last entry of a content that records use is not deleted (409 naming them). */
const fileHooks: ResourceHooks = {
  guardWrite: async (kind, { db, before, values, user }) => {
    if (kind === 'update' && values.folder_id !== undefined) await requireFolder(db, Number(values.folder_id));
    if (kind !== 'delete' || !before) return;
    // another entry with the same content (stored once, the same file) keeps it for its users: this copy may go
    const twin = await db.selectFrom('oss_file').select('id').where('file', '=', String(before.file)).where('id', '<>', Number(before.id)).executeTakeFirst();
    if (twin) return;
    const usages = await usagesOf(db, String(before.file));
    if (usages.length > 0) throw new ApiError('ILLEGAL_TRANSITION', inUseMessage(String(before.name), user, usages));
  },
};

/** Hooks by resource name (the area's entry, area.ts, hands them to the engine). */
export const OSS_HOOKS: HooksByResource = {
  ossFolders: folderHooks,
  ossFiles: fileHooks,
};
