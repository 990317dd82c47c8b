import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useText } from '../../locales/useText.ts';
import type { FieldInputProps } from '../../schema/fields/types.ts';
import type { OssFolder } from './ossApi.ts';
import { useFolders } from './useFolders.ts';

interface TreeNode {
  value: number;
  title: string;
  children?: TreeNode[];
}

/** The folders as a tree under 全部文件 (0). */
function treeOf(folders: readonly OssFolder[], rootTitle: string): TreeNode[] {
  const under = (parent: number, depth: number): TreeNode[] =>
    depth > 50 ? [] : folders.filter((f) => Number(f.parent_id) === parent).map((f) => ({ value: Number(f.id), title: f.name, children: under(Number(f.id), depth + 1) }));
  return [{ value: 0, title: rootTitle, children: under(0, 0) }];
}

/** 所在文件夹 in the file's edit drawer (移动): the library's folders as a tree, the root included. */
export function FolderPicker({ value, onChange, id }: FieldInputProps) {
  const t = useText();
  const { folders, loading } = useFolders();
  const tree = useMemo(() => treeOf(folders, t('oss.picker.root')), [folders, t]);
  return (
    <TreeSelect
      id={id}
      value={value === undefined || value === null ? 0 : Number(value)}
      onChange={(v) => onChange?.(Number(v))}
      treeData={tree}
      treeDefaultExpandAll
      loading={loading}
      style={{ width: '100%' }}
    />
  );
}
