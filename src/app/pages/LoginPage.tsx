import { useLogin } from '@refinedev/core';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, theme } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { APP_TITLE } from '../appConfig.ts';
import { useText } from '../locales/useText.ts';
import type { LoginParams } from '../providers/authProvider.ts';
import { DemoAccounts, readDemoSettings } from './login/DemoAccounts.tsx';

/**
 * /login: username and password; after login, the `redirect` parameter or /dashboard; in demo
 * mode, the demo accounts (DemoAccounts). A plain box and heading, not antd's Card and
 * Typography: those bring tabs, menus, tooltips and the editable-text area into the first load.
 */
export function LoginPage() {
  const t = useText();
  const { token } = theme.useToken();
  const [params] = useSearchParams();
  const [form] = Form.useForm<{ username: string; password: string }>();
  const [demo] = useState(readDemoSettings);
  const { mutate: login, data, isPending } = useLogin<LoginParams>();
  const error = data && !data.success ? data.error?.message : undefined;
  const submit = (values: { username: string; password: string }) =>
    login({ ...values, redirect: params.get('redirect') });
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f0f2f5' }}>
      <main style={{ width: 380, maxWidth: 'calc(100vw - 32px)', boxSizing: 'border-box', padding: 24, background: token.colorBgContainer, borderRadius: token.borderRadiusLG, border: `1px solid ${token.colorBorderSecondary}` }}>
        <h1 style={{ textAlign: 'center', fontSize: token.fontSizeHeading3, fontWeight: 600, color: token.colorTextHeading, margin: '0 0 20px' }}>{APP_TITLE}</h1>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="username" label={t('login.username')} rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isPending}>{t('login.submit')}</Button>
        </Form>
        {demo && <DemoAccounts demo={demo} onPick={(username, password) => form.setFieldsValue({ username, password })} />}
      </main>
    </div>
  );
}
