import { useCustom } from '@refinedev/core';
import { Card, Col, Descriptions, Row, Skeleton, Tag } from 'antd';
import { groupLabel } from '../../../domain/groups.ts';
import { useText } from '../../locales/useText.ts';
import type { Profile } from '../../../domain/wire.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';

/** /account/profile: one's own profile and password. */
export function ProfilePage() {
  const t = useText();
  const { query, result } = useCustom<Profile>({ url: '/account/admin/check', method: 'get' });
  const profile = result.data as Profile | undefined;
  if (!profile || !profile.id) return <Card title={t('profile.title')}><Skeleton active /></Card>;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card title={t('profile.info')}>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }} items={[
            { key: 'username', label: t('profile.username'), children: profile.username },
            { key: 'group', label: t('profile.group'), children: <Tag color="blue">{groupLabel(Number(profile.group))}</Tag> },
          ]} />
          <ProfileForm profile={profile} onSaved={() => void query.refetch()} />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t('profile.password')}>
          <PasswordForm userId={profile.id} />
        </Card>
      </Col>
    </Row>
  );
}
