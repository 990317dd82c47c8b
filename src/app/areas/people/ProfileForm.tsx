import { useCustomMutation, useInvalidateAuthStore } from '@refinedev/core';
import { Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import type { FieldDef } from '../../../../resources/define.ts';
import { PROFILE_FIELD_NAMES, admins } from '../../../../resources/people/admins.ts';
import { rulesOf, sentValue } from '../../schema/formItemsOf.ts';
import { loadFormValues, markFormSaved, useFormUnsaved } from '../../shell/tabs/useUnsavedChanges.ts';
import { useText } from '../../locales/useText.ts';
import type { Profile } from '../../../domain/wire.ts';
import { storeProfile } from './storedProfile.ts';

interface Values {
  name: string;
  nickname: string;
  avatar: string;
  email: string;
  phone: string;
}

type ProfileFieldName = (typeof PROFILE_FIELD_NAMES)[number];

/** The declared fields of the profile, by name: their rules are the server's (src/domain/fieldRules.ts). */
const FIELDS = Object.fromEntries(admins.fields.filter((f) => (PROFILE_FIELD_NAMES as readonly string[]).includes(f.name)).map((f) => [f.name, f])) as Record<ProfileFieldName, FieldDef>;

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
      values: Object.fromEntries(PROFILE_FIELD_NAMES.map((name) => [name, sentValue(FIELDS[name], values[name])])),
      successNotification: { type: 'success', message: t('profile.saved') },
    });
    markFormSaved(form);
    storeProfile(data);
    await invalidateAuth();
    onSaved();
  };
  return (
    <Form form={form} name="profile" layout="vertical" style={{ maxWidth: 480 }} onFinish={(v) => submit(v).catch(() => undefined)}>
      <Form.Item name="name" label={t('profile.name')} rules={rulesOf(FIELDS.name, t, 'edit')}>
        <Input maxLength={FIELDS.name.maxLength} />
      </Form.Item>
      <Form.Item name="nickname" label={t('profile.nickname')} rules={rulesOf(FIELDS.nickname, t, 'edit')}>
        <Input maxLength={FIELDS.nickname.maxLength} allowClear />
      </Form.Item>
      <Form.Item name="avatar" label={t('profile.avatar')} rules={rulesOf(FIELDS.avatar, t, 'edit')}>
        <Input inputMode="url" allowClear />
      </Form.Item>
      <Form.Item name="email" label={t('profile.email')} rules={rulesOf(FIELDS.email, t, 'edit')}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="phone" label={t('profile.phone')} rules={rulesOf(FIELDS.phone, t, 'edit')}>
        <Input allowClear />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending}>{t('profile.save')}</Button>
    </Form>
  );
}
