import { useGetIdentity } from '@refinedev/core';
import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { resources } from '../../../resources/index.ts';
import { MENU_GROUPS } from '../../../resources/menu.ts';
import { routeTable } from '../../../resources/registry.ts';
import { canAccess } from '../../domain/access.ts';
import { useText } from '../locales/useText.ts';
import { HOME_PATH } from '../providers/redirect.ts';
import type { Identity } from '../providers/session.ts';
import { canOpen, menuOf } from '../shell/menuItems.ts';
import { useAccessUser } from '../shell/useAccessUser.ts';
import { GuideCard } from './dashboard/GuideCard.tsx';
import { guideItemsOf } from './dashboard/guideItems.ts';
import { INBOX_PAGE, InboxCard } from './dashboard/InboxCard.tsx';
import { LatestCards } from './dashboard/LatestCard.tsx';
import { StatusChartCard } from './dashboard/StatusChartCard.tsx';
import { useWorkCounts } from './dashboard/useWorkCounts.ts';
import { QueueCard } from './dashboard/QueueCard.tsx';
import { queuesFor, workCardsFor } from './dashboard/workCards.ts';

/**
 * 首页: the work waiting (one card per list and open state, named for what it counts and
 * opening that list filtered to exactly it), the first rows of the caller's own queues (待处理工单), the latest messages, this month's records by status
 * for each resource that declares `stats`, and the latest records. An account with no work to
 * show gets a short guide instead: where it can go and how to get rights. Everything is filtered
 * by the access rule.
 */
export function DashboardPage() {
  const t = useText();
  const { data: identity } = useGetIdentity<Identity | null>();
  const { user } = useAccessUser();
  const routes = routeTable();
  const cards = useMemo(() => workCardsFor(user), [user]);
  const queues = useMemo(() => queuesFor(user).filter((q) => canOpen(routes, user, q.screen.list.path)), [routes, user]);
  const counts = useWorkCounts(cards);
  const charted = resources.filter((r) => r.endpoints.stats && user && canAccess(user, r.endpoints.stats.access ?? r.access));
  const inbox = canOpen(routes, user, INBOX_PAGE);
  const guide = cards.length === 0 ? guideItemsOf(menuOf(routes, MENU_GROUPS, user), routes, user, HOME_PATH, t) : [];
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{t('app.welcome', { name: identity?.name ?? '' })}</Typography.Title>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.key} xs={12} sm={12} lg={6}>
            <Link to={card.link} data-testid={`work-card:${card.key}`}>
              <Card hoverable size="small">
                <Statistic title={card.title} value={counts[card.key] ?? '-'} />
              </Card>
            </Link>
          </Col>
        ))}
        {queues.map((q) => (
          <Col key={`queue:${q.screen.name}`} xs={24} xl={12}>
            <QueueCard resource={q.resource} screen={q.screen} />
          </Col>
        ))}
        {inbox && (
          <Col xs={24} xl={12}>
            <InboxCard />
          </Col>
        )}
        {guide.length > 0 && (
          <Col xs={24} xl={12}>
            <GuideCard items={guide} />
          </Col>
        )}
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
