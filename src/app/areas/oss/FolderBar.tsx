import { DeleteOutlined, EditOutlined, FolderOutlined, PlusOutlined } from '@ant-design/icons';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { App, Breadcrumb, Button, Card, Form, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { FieldDef } from '../../../../resources/define.ts';
import { ossFolders } from '../../../../resources/oss/folders.ts';
import { useText } from '../../locales/useText.ts';
import { reasonOf } from '../../providers/mappers/envelope.ts';
import { rulesOf } from '../../schema/formItemsOf.ts';
import type { ListPanelProps } from '../../schema/list/panelProps.ts';
import { LibraryUpload } from './LibraryUpload.tsx';
import { FILE_SCREEN, folderIdOf, OSS_PATHS, type OssFolder } from './ossApi.ts';
import { pathTo, useFolders } from './useFolders.ts';
import './oss.css';

const nameField: FieldDef | undefined = ossFolders.fields.find((f) => f.name === 'name');

/**
 * The file library's folder bar above its list: the breadcrumb (全部文件 / …), the current
 * folder's sub-folders (open, rename, delete an empty one), 新建文件夹, and the upload into the
 * current folder. The current folder is the list's `folder_id` filter (kept in the URL); a list
 * opened without one starts at the root.
 */
export function FolderBar({ filters, setFilters }: ListPanelProps) {
  const t = useText();
  const { message } = App.useApp();
  const current = folderIdOf(filters);
  const folderId = current ?? 0;
  const { folders, reload } = useFolders();
  const invalidate = useInvalidate();
  const [editing, setEditing] = useState<{ folder?: OssFolder } | null>(null);
  const { mutateAsync: call } = useCustomMutation();
  const quiet = { successNotification: false, errorNotification: false } as const;

  // the root, when the URL names no folder: the list shows what is at the top, not every file
  useEffect(() => {
    if (current === undefined) setFilters([...filters.filter((f) => !('field' in f && f.field === 'folder_id')), { field: 'folder_id', operator: 'eq', value: 0 }]);
  }, [current, filters, setFilters]);

  const open = (id: number) => setFilters([...filters.filter((f) => !('field' in f && f.field === 'folder_id')), { field: 'folder_id', operator: 'eq', value: id }]);
  const path = pathTo(folders, folderId);
  const children = folders.filter((f) => Number(f.parent_id) === folderId);
  const refreshFiles = () => void invalidate({ resource: FILE_SCREEN, invalidates: ['list'] });

  const save = async (values: { name: string }) => {
    try {
      if (editing?.folder) await call({ url: OSS_PATHS.folder(editing.folder.id), method: 'put', values: { name: values.name, version: editing.folder.version }, ...quiet });
      else await call({ url: OSS_PATHS.folders, method: 'post', values: { name: values.name, parent_id: folderId }, ...quiet });
      message.success(t('oss.folderSaved'));
      setEditing(null);
      await reload();
    } catch (err) {
      message.error(reasonOf(err as Error) ?? String(err));
    }
  };

  const drop = async (folder: OssFolder) => {
    try {
      await call({ url: `${OSS_PATHS.folder(folder.id)}?version=${folder.version}`, method: 'delete', values: {}, ...quiet });
      message.success(t('oss.folderDeleted'));
      await reload();
    } catch (err) {
      message.error(reasonOf(err as Error) ?? String(err));
    }
  };

  return (
    <Card size="small" className="oss-bar">
      <nav aria-label={t('oss.breadcrumb')}>
        <Breadcrumb
          items={[
            { key: 0, title: folderId === 0 ? <span aria-current="page">{t('oss.root')}</span> : <a href="#" onClick={(e) => { e.preventDefault(); open(0); }}>{t('oss.root')}</a> },
            ...path.map((f, i) => ({
              key: f.id,
              title: i === path.length - 1 ? <span aria-current="page">{f.name}</span> : <a href="#" onClick={(e) => { e.preventDefault(); open(f.id); }}>{f.name}</a>,
            })),
          ]}
        />
      </nav>
      <div className="oss-folders">
        {children.length > 0 && (
          <ul className="oss-folder-list" aria-label={t('oss.folders')}>
            {children.map((f) => (
              <li key={f.id} className="oss-folder" data-testid="oss-folder">
                <Button type="text" icon={<FolderOutlined />} className="oss-folder-open" onClick={() => open(f.id)} aria-label={t('oss.openFolder', { name: f.name })}>
                  {f.name}
                </Button>
                <Space size={0}>
                  <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('oss.renameFolderOf', { name: f.name })} title={t('oss.renameFolder')} onClick={() => setEditing({ folder: f })} />
                  <Popconfirm title={t('oss.deleteFolderConfirm', { name: f.name })} onConfirm={() => drop(f)}>
                    <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('oss.deleteFolderOf', { name: f.name })} title={t('oss.deleteFolder')} />
                  </Popconfirm>
                </Space>
              </li>
            ))}
          </ul>
        )}
        {children.length === 0 && <Typography.Text type="secondary">{t('oss.noFolders')}</Typography.Text>}
        <Button icon={<PlusOutlined />} onClick={() => setEditing({})}>{t('oss.newFolder')}</Button>
      </div>
      <LibraryUpload folderId={folderId} onUploaded={refreshFiles} />
      <Modal
        open={editing !== null}
        title={editing?.folder ? t('oss.renameFolderOf', { name: editing.folder.name }) : t('oss.newFolder')}
        onCancel={() => setEditing(null)}
        footer={null}
        destroyOnHidden
      >
        <Form layout="vertical" initialValues={{ name: editing?.folder?.name ?? '' }} onFinish={save}>
          <Form.Item
            name="name"
            label={nameField?.label ?? t('oss.folderName')}
            rules={nameField ? rulesOf(nameField, t) : []}
          >
            <Input autoFocus maxLength={nameField?.maxLength} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">{t('buttons.save')}</Button>
            <Button onClick={() => setEditing(null)}>{t('buttons.cancel')}</Button>
          </Space>
        </Form>
      </Modal>
    </Card>
  );
}
