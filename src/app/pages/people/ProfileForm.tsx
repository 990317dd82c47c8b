import { useCustomMutation, useInvalidateAuthStore } from '@refinedev/core';
import { Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { PHONE_PATTERN } from '../../../domain/phone.ts';
import { loadFormValues, markFormSaved, useFormUnsaved } from '../../shell/tabs/useUnsavedChanges.ts';
import { useText } from '../../locales/useText.ts';
import type { Profile } from '../../providers/session.ts';
import { storeProfile } from './storedProfile.ts';

interface Values {
  name: string;
  nickname: string;
  avatar: string;
  email: string;
  phone: string;
}

/** 基本资料: the caller's name, nickname, avatar, email and phone (`PUT /account/admin/profile/i`). */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const t = useText();
  const [form] = Form.useForm<Values>();
  const { mutateAsync, mutation } = useCustomMutation<Profile>();
  const invalidateAuth = useInvalidateAuthStore();
  useFormUnsaved(form);
  useEffect(() => {
    loadFormValues(form, {
      name: profile.info?.name ?? '',
      nickname: profile.info?.nickname ?? '',
      avatar: profile.avatar ?? '',
      email: profile.info?.email ?? '',
      phone: profile.info?.phone ?? '',
    });
  }, [form, profile]);
  const submit = async (values: Values) => {
    const { data } = await mutateAsync({
      url: '/account/admin/profile/i',
      method: 'put',
      values,
      successNotification: { type: 'success', message: t('profile.saved') },
    });
    markFormSaved(form);
    storeProfile(data);
    await invalidateAuth();
    onSaved();
  };
  return (
    <Form form={form} name="profile" layout="vertical" style={{ maxWidth: 480 }} onFinish={(v) => submit(v).catch(() => undefined)}>
      <Form.Item name="name" label={t('profile.name')} rules={[{ required: true, whitespace: true, message: t('profile.required', { label: t('profile.name') }) }, { max: 40 }]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="nickname" label={t('profile.nickname')} rules={[{ max: 40 }]}>
        <Input maxLength={40} allowClear />
      </Form.Item>
      <Form.Item name="avatar" label={t('profile.avatar')} rules={[{ max: 500 }]}>
        <Input inputMode="url" allowClear />
      </Form.Item>
      <Form.Item name="email" label={t('profile.email')} rules={[{ type: 'email', message: t('form.email') }]}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="phone" label={t('profile.phone')} rules={[{ pattern: PHONE_PATTERN, message: t('form.phone') }]}>
        <Input allowClear />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending}>{t('profile.save')}</Button>
    </Form>
  );
}
