import { Select } from 'antd';
import { useMemo } from 'react';
import { useText } from '../../locales/useText.ts';
import type { FieldInputProps } from '../../schema/fields/types.ts';
import { pathTo, useFolders } from './useFolders.ts';

/**
 * 所在文件夹 in the file's edit drawer (移动): every folder by its whole path (产品手册 / 雕刻机),
 * searchable, the root first. A plain select, not a tree: a path says where a folder is in one
 * line, and the tree select's code is not loaded for it.
 */
export function FolderPicker({ value, onChange, id }: FieldInputProps) {
  const t = useText();
  const { folders, loading } = useFolders();
  const options = useMemo(() => {
    const paths = folders.map((f) => ({ value: Number(f.id), label: pathTo(folders, Number(f.id)).map((p) => p.name).join(' / ') }));
    return [{ value: 0, label: t('oss.picker.root') }, ...paths.sort((a, b) => a.label.localeCompare(b.label, 'zh-CN'))];
  }, [folders, t]);
  return (
    <Select
      id={id}
      value={value === undefined || value === null ? 0 : Number(value)}
      onChange={(v) => onChange?.(Number(v))}
      options={options}
      showSearch
      optionFilterProp="label"
      loading={loading}
      style={{ width: '100%' }}
    />
  );
}
