import { useCustomMutation } from '@refinedev/core';
import { App, Form, Input, Modal, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { CONFIG_TYPES, type ConfigType } from '../../../../resources/systemConfig.ts';
import { useText } from '../../locales/useText.ts';
import { configValueInput, toApiValue, toFormValue, type FormValue } from './configValueInput.tsx';
import type { ConfigItem } from './types.ts';

interface Values {
  key: string;
  name: string;
  type: ConfigType;
  value?: FormValue;
  is_public: boolean;
  remark?: string;
}

/** 新建/编辑配置项: the value's input follows the type; a secret is never public and left empty keeps it. */
export function ConfigFormModal({ item, open, onClose, onSaved }: { item: ConfigItem | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const t = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const type = (Form.useWatch('type', form) ?? 'string') as ConfigType;
  const { mutateAsync, mutation } = useCustomMutation();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (item) form.setFieldsValue({ key: item.key, name: item.name, type: item.type, value: toFormValue(item.type, item.value), is_public: item.is_public, remark: item.remark ?? '' });
    else form.setFieldsValue({ type: 'string', is_public: false });
  }, [open, item, form]);
  const submit = async () => {
    const v = await form.validateFields();
    let value: unknown;
    try {
      value = toApiValue(v.type, v.value, t);
    } catch (e) {
      form.setFields([{ name: 'value', errors: [e instanceof Error ? e.message : String(e)] }]);
      return;
    }
    const common = { name: v.name, type: v.type, is_public: v.type === 'secret' ? false : v.is_public, remark: v.remark ?? null };
    if (item) {
      const keep = v.type === 'secret' && item.type === 'secret' && !v.value;
      await mutateAsync({ url: `/system/config/${item.id}`, method: 'put', values: { ...common, ...(keep ? {} : { value }), version: item.version }, successNotification: false });
    } else {
      await mutateAsync({ url: '/system/config', method: 'post', values: { ...common, key: v.key, value }, successNotification: false });
    }
    message.success(t('settings.config.saved'));
    onSaved();
  };
  return (
    <Modal
      open={open}
      title={item ? t('settings.config.edit') : t('settings.config.create')}
      okText={t('settings.manage.save')}
      cancelText={t('settings.msg.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="config-item">
        <Form.Item name="key" label={t('settings.config.key')} extra={t('settings.config.keyHelp')} rules={[{ required: true, pattern: /^[a-z][a-z0-9_.]{1,63}$/, message: t('settings.config.keyHelp') }]}>
          <Input disabled={!!item} maxLength={64} />
        </Form.Item>
        <Form.Item name="name" label={t('settings.config.name')} rules={[{ required: true, whitespace: true, message: t('settings.msg.required', { label: t('settings.config.name') }) }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="type" label={t('settings.config.type')} rules={[{ required: true }]}>
          <Select options={CONFIG_TYPES.map((o) => ({ value: o.value, label: o.label }))} />
        </Form.Item>
        <Form.Item
          name="value"
          label={t('settings.config.value')}
          valuePropName={type === 'boolean' ? 'checked' : 'value'}
          rules={type === 'secret' && item?.type === 'secret' ? [] : [{ required: type !== 'boolean' && type !== 'string', message: t('settings.msg.required', { label: t('settings.config.value') }) }]}
        >
          {configValueInput(type, t, item?.type === 'secret')}
        </Form.Item>
        <Form.Item name="is_public" label={t('settings.config.public')} valuePropName="checked" extra={type === 'secret' ? t('settings.config.secretNeverPublic') : t('settings.config.publicHelp')}>
          <Switch disabled={type === 'secret'} />
        </Form.Item>
        <Form.Item name="remark" label={t('settings.config.remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
