import { Alert, Button, Card, Col, Empty, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { GRIEVANCE_OVERDUE_DAYS } from '@diet/contracts/contact-tracking';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { dashboardCards, dashboardQuickActions } from '@diet/contracts/dashboard';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useCan } from '@diet/frontend-core/use-can';
import { formatLongDate } from '@diet/contracts/dates';
import { formatInstituteTime } from '@diet/admin-ui/institute-time';
import { LoadingBlock } from '@diet/admin-ui/page-state';
import { en } from '../../i18n/en';
import { useGetDashboardStatsQuery, useGetHealthQuery, useGetPastReviewQuery } from './dashboard-api';

const t = en.dashboard;

/** A card for every type whose definition asks for one (SPEC.md's eight first), and their quick actions. */
const CARDS = dashboardCards(CONTENT_TYPES);
const QUICK_ACTIONS = dashboardQuickActions(CONTENT_TYPES);

const QUICK_ACTION_STYLE = {
  display: 'inline-block',
  padding: '4px 14px',
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  color: 'inherit',
} as const;

/** Grievances past GRIEVANCE_OVERDUE_DAYS neither resolved nor closed (ARCHITECTURE.md 12.3), with their list. */
function OverdueGrievances({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t.overdueGrievances(count, GRIEVANCE_OVERDUE_DAYS)}
      action={<Link to="/admin/messages?overdue=1">{t.overdueGrievancesLink}</Link>}
    />
  );
}

/** The published items past their review day (ARCHITECTURE 12.3), each a link to its edit form. */
function PastReview() {
  const { data, isLoading, isError, refetch, isFetching } = useGetPastReviewQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const texts = t.pastReview;
  return (
    <Card
      style={{ marginTop: 16 }}
      data-testid="past-review"
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {texts.title}
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">{texts.intro}</Typography.Paragraph>
      {isError ? (
        <Alert
          type="error"
          showIcon
          title={texts.loadError}
          action={
            <Button onClick={() => void refetch()} loading={isFetching}>
              {en.common.retry}
            </Button>
          }
        />
      ) : (
        <Table
          size="small"
          rowKey={(item) => `${item.type}-${item.id}`}
          loading={isLoading}
          dataSource={data ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: true }}
          locale={{ emptyText: <Empty description={texts.none} /> }}
          columns={[
            { title: texts.columns.type, dataIndex: 'typeLabel' },
            {
              title: texts.columns.title,
              dataIndex: 'title',
              render: (title: string, item) => <Link to={item.editUrl}>{title}</Link>,
            },
            {
              title: texts.columns.reviewBy,
              dataIndex: 'reviewBy',
              render: (day: string) => <time dateTime={day}>{formatLongDate(day, 'en')}</time>,
            },
          ]}
        />
      )}
    </Card>
  );
}

/** Dashboard: real figures only — counts, 30-day changes, the activity log, visitors and health. */
export function DashboardPage() {
  usePageTitle(en.pages.dashboard.title);
  const { data, isLoading, isError, refetch, isFetching } = useGetDashboardStatsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const health = useGetHealthQuery();
  const mayReview = useCan('contentPublish');
  const healthy = health.data?.status === 'ok' && health.data?.db === 'up';

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {en.pages.dashboard.title}
      </Typography.Title>
      {isLoading ? (
        <LoadingBlock text={t.loading} />
      ) : isError || !data ? (
        <Alert
          type="error"
          showIcon
          title={t.loadError}
          action={
            <Button onClick={() => void refetch()} loading={isFetching}>
              {en.common.retry}
            </Button>
          }
        />
      ) : (
        <>
          <OverdueGrievances count={data.overdueGrievances} />
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            {CARDS.map((card) => {
              const change = data[`${card.key}Change`] ?? 0;
              return (
                <Col key={card.key} xs={24} sm={12} xl={6}>
                  <Card data-testid="stat-card">
                    <Statistic title={card.label} value={data[`${card.key}Count`] ?? 0} />
                    <Typography.Text type={change > 0 ? 'success' : change < 0 ? 'danger' : 'secondary'}>
                      {t.change(change)}
                    </Typography.Text>
                  </Card>
                </Col>
              );
            })}
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={8}>
              <Card
                title={
                  <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                    {t.quickActions}
                  </Typography.Title>
                }
              >
                <Space wrap>
                  {QUICK_ACTIONS.map((action) => (
                    // A link, not a button in a link: one focus stop and the right role for navigation.
                    <Link key={action.to} to={action.to} style={QUICK_ACTION_STYLE}>
                      {action.label}
                    </Link>
                  ))}
                </Space>
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card
                title={
                  <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                    {t.recentActivities}
                  </Typography.Title>
                }
              >
                {data.recentActivities?.length ? (
                  <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
                    {data.recentActivities.map((activity, index) => (
                      <li
                        key={`${activity.time}-${index}`}
                        style={{ borderBottom: '1px solid #f0f0f0', paddingBottom: 8 }}
                      >
                        <Typography.Text>{activity.action}</Typography.Text>
                        <br />
                        <Typography.Text type="secondary">
                          {activity.user} · {formatInstituteTime(activity.time)}
                        </Typography.Text>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Empty description={t.noActivities} />
                )}
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card
                title={
                  <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                    {t.systemOverview}
                  </Typography.Title>
                }
              >
                <Space direction="vertical">
                  <span>
                    {t.health}:{' '}
                    {health.isLoading ? (
                      <Tag>{t.healthUnknown}</Tag>
                    ) : healthy ? (
                      <Tag color="green">{t.healthGood}</Tag>
                    ) : (
                      <Tag color="red">{t.healthBad}</Tag>
                    )}
                  </span>
                  <Statistic title={t.visitorsToday} value={data.visitorsToday} />
                </Space>
              </Card>
            </Col>
          </Row>
        </>
      )}
      {/* Its own call, its own error: the list shows whether or not the figures could be loaded. */}
      {mayReview ? <PastReview /> : null}
    </>
  );
}
