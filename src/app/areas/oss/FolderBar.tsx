import { DeleteOutlined, EditOutlined, FolderOutlined, PlusOutlined } from '@ant-design/icons';
import { useCreate, useDelete, useInvalidate, useUpdate } from '@refinedev/core';
import { App, Breadcrumb, Button, Card, Form, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { FieldDef } from '../../../../resources/define.ts';
import { ossFolders } from '../../../../resources/oss/folders.ts';
import { useText } from '../../locales/useText.ts';
import { reasonOf } from '../../providers/mappers/envelope.ts';
import { rulesOf } from '../../schema/formItemsOf.ts';
import type { ListPanelProps } from '../../schema/list/panelProps.ts';
import { LibraryUpload } from './LibraryUpload.tsx';
import { FILE_SCREEN, folderIdOf, type OssFolder } from './ossApi.ts';
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
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  const { mutateAsync: remove } = useDelete();

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
      if (editing?.folder) await update({ resource: 'ossFolders', id: editing.folder.id, values: { name: values.name, version: editing.folder.version }, successNotification: false, errorNotification: false });
      else await create({ resource: 'ossFolders', values: { name: values.name, parent_id: folderId }, successNotification: false, errorNotification: false });
      message.success(t('oss.folderSaved'));
      setEditing(null);
      await reload();
    } catch (err) {
      message.error(reasonOf(err as Error) ?? String(err));
    }
  };

  const drop = async (folder: OssFolder) => {
    try {
      await remove({ resource: 'ossFolders', id: folder.id, meta: { version: folder.version }, successNotification: false, errorNotification: false });
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
      <div className="oss-folders" role="list" aria-label={t('oss.folders')}>
        {children.map((f) => (
          <div key={f.id} className="oss-folder" role="listitem" data-testid="oss-folder">
            <Button type="text" icon={<FolderOutlined />} className="oss-folder-open" onClick={() => open(f.id)} aria-label={t('oss.openFolder', { name: f.name })}>
              {f.name}
            </Button>
            <Space size={0}>
              <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('oss.renameFolderOf', { name: f.name })} title={t('oss.renameFolder')} onClick={() => setEditing({ folder: f })} />
              <Popconfirm title={t('oss.deleteFolderConfirm', { name: f.name })} onConfirm={() => drop(f)}>
                <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('oss.deleteFolderOf', { name: f.name })} title={t('oss.deleteFolder')} />
              </Popconfirm>
            </Space>
          </div>
        ))}
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
