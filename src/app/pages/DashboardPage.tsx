import { useCustom, useGetIdentity } from '@refinedev/core';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { resources } from '../../../resources/index.ts';
import type { ResourceDef } from '../../../resources/define.ts';
import { canAccess } from '../../domain/access.ts';
import { useText } from '../locales/useText.ts';
import type { Identity } from '../providers/session.ts';
import { useAccessUser } from '../shell/useAccessUser.ts';

/** One resource's badge counts as cards linking to its lists (`GET <count>`). */
function CountCards({ resource }: { resource: ResourceDef }) {
  const t = useText();
  const first = resource.screens[0];
  const { result } = useCustom<Record<string, number>>({ url: '', method: 'get', meta: { resource: first.name, endpoint: 'count' } });
  const counts = (result.data ?? {}) as Record<string, number>;
  return (
    <>
      {resource.screens
        .filter((s) => s.countKey)
        .map((s) => (
          <Col key={s.name} xs={24} sm={12} lg={6}>
            <Link to={s.list.path}>
              <Card hoverable>
                <Statistic title={`${s.list.title} · ${t('app.dashboard.counts')}`} value={counts[s.countKey ?? ''] ?? '-'} />
              </Card>
            </Link>
          </Col>
        ))}
    </>
  );
}

/** 首页: 欢迎, the user's name, and the counts of the lists the user may open. */
export function DashboardPage() {
  const t = useText();
  const { data: identity } = useGetIdentity<Identity | null>();
  const { user } = useAccessUser();
  const visible = resources.filter((r) => r.endpoints.count && user && canAccess(user, r.endpoints.count.access ?? r.access));
  return (
    <>
      <Typography.Title level={3}>{t('app.welcome', { name: identity?.name ?? '' })}</Typography.Title>
      <Row gutter={[16, 16]}>
        {visible.map((r) => <CountCards key={r.name} resource={r} />)}
      </Row>
    </>
  );
}
