import { useCustomMutation } from '@refinedev/core';
import { Button, Form, Input } from 'antd';
import { NEW_PASSWORD_FIELD } from '../../../../resources/people/admins.ts';
import { rulesOf } from '../../schema/formItemsOf.ts';
import { useFormUnsaved } from '../../shell/tabs/useUnsavedChanges.ts';
import { useText } from '../../locales/useText.ts';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/**
 * 修改密码: the old password, the new one twice. The server keeps this session and ends every
 * other session of the account.
 */
export function PasswordForm({ userId }: { userId: number | string }) {
  const t = useText();
  const [form] = Form.useForm<Values>();
  const { mutateAsync, mutation } = useCustomMutation();
  useFormUnsaved(form);
  const submit = async ({ oldPassword, newPassword }: Values) => {
    await mutateAsync({
      url: `/account/admin/${encodeURIComponent(String(userId))}/password`,
      method: 'put',
      values: { oldPassword, newPassword },
      successNotification: { type: 'success', message: t('profile.passwordChanged') },
    });
    form.resetFields();
  };
  const required = (key: 'profile.oldPassword' | 'profile.confirmPassword') => ({ required: true, message: t('profile.required', { label: t(key) }) });
  return (
    <Form form={form} name="password" layout="vertical" style={{ maxWidth: 480 }} onFinish={(v) => submit(v).catch(() => undefined)}>
      <Form.Item name="oldPassword" label={t('profile.oldPassword')} rules={[required('profile.oldPassword')]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('profile.newPassword')}
        extra={t('profile.passwordRule')}
        rules={[
          ...rulesOf(NEW_PASSWORD_FIELD, t, 'action'),
          ({ getFieldValue }) => ({
            validator: (_r, v: string) => (v && v === getFieldValue('oldPassword') ? Promise.reject(new Error(t('profile.passwordSame'))) : Promise.resolve()),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('profile.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          required('profile.confirmPassword'),
          ({ getFieldValue }) => ({
            validator: (_r, v: string) => (!v || v === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('profile.passwordMismatch')))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending}>{t('profile.changePassword')}</Button>
    </Form>
  );
}
