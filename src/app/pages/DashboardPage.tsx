import { useGetIdentity } from '@refinedev/core';
import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { resources } from '../../../resources/index.ts';
import { canAccess } from '../../domain/access.ts';
import { useText } from '../locales/useText.ts';
import type { Identity } from '../providers/session.ts';
import { badgeSourcesFor } from '../shell/shellQueries.ts';
import { useAccessUser } from '../shell/useAccessUser.ts';
import { useBadgeCounts } from '../shell/useBadgeCounts.ts';
import { LatestCards } from './dashboard/LatestCard.tsx';
import { StatusChartCard } from './dashboard/StatusChartCard.tsx';

/**
 * 首页: the live counts as cards linking to their lists (the sidebar's badge queries, shared),
 * this month's records by status for each resource that declares `stats`, and the latest
 * records. Everything is filtered by the access rule.
 */
export function DashboardPage() {
  const t = useText();
  const { data: identity } = useGetIdentity<Identity | null>();
  const { user } = useAccessUser();
  const counts = useBadgeCounts(user);
  const cards = badgeSourcesFor(user).flatMap((s) => s.screens);
  const charted = resources.filter((r) => r.endpoints.stats && user && canAccess(user, r.endpoints.stats.access ?? r.access));
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{t('app.welcome', { name: identity?.name ?? '' })}</Typography.Title>
      <Row gutter={[16, 16]}>
        {cards.map((s) => (
          <Col key={s.name} xs={12} sm={12} lg={6}>
            <Link to={s.list.path} data-testid={`count-card:${s.list.path}`}>
              <Card hoverable size="small">
                <Statistic title={`${s.list.title} · ${t('app.dashboard.counts')}`} value={counts[s.list.path] ?? '-'} />
              </Card>
            </Link>
          </Col>
        ))}
        {charted.map((r) => (
          <Col key={`chart:${r.name}`} xs={24} xl={12}>
            <StatusChartCard resource={r} />
          </Col>
        ))}
        {charted.map((r) => (
          <Col key={`latest:${r.name}`} xs={24} xl={12}>
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <LatestCards resource={r} />
            </Space>
          </Col>
        ))}
      </Row>
    </>
  );
}
