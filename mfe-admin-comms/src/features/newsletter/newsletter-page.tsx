import { useState } from 'react';
import { useSelector } from '@diet/frontend-core/redux-shared';
import {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Col,
  Input,
  Progress,
  Row,
  Select,
  Spin,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { SUBSCRIBER_TYPES, type SubscriberType } from '@diet/contracts/enums';
import type { NewsletterCampaign, Subscriber } from '@diet/contracts/entities';
import { CONFIRM_DELETE, ENTITY_LABELS, TOASTS, entityToast } from '@diet/contracts/toasts';
import { formatInstituteDay, formatInstituteTime } from '@diet/admin-ui/institute-time';
import { selectToken, type AuthState } from '@diet/frontend-core/auth-slice';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { errorText } from '@diet/frontend-core/errors';
import { useKeptForm } from '@diet/frontend-core/admin/typed-work';
import { en } from '../../i18n/en';
import { downloadWithToken } from '@diet/frontend-core/download-with-token';
import { DeliveriesModal } from './deliveries-modal';
import {
  useDeleteSubscriberMutation,
  useLiveNewsletterOverview,
  useRetryFailedMutation,
  useSetSubscriberStatusMutation,
  type NewsletterStats,
} from './newsletter-api';
import { NEWSLETTER_FORM, SendNewsletterModal } from './send-newsletter-modal';

const t = en.newsletter;
const PAGE_SIZE = 20;

function formatGrowth(rate: number | null): string {
  if (rate === null) return t.noGrowthBase;
  return `${rate > 0 ? '+' : ''}${rate}%`;
}

function StatCards({ stats }: { stats: NewsletterStats }) {
  const cards: [string, number, number, string?][] = [
    [t.cards.total, stats.total, stats.thisWeek.total, t.activeOnly(stats.inactive)],
    [t.cards.students, stats.byType.Student, stats.thisWeek.byType.Student],
    [t.cards.teachers, stats.byType.Teacher, stats.thisWeek.byType.Teacher],
    [t.cards.public, stats.byType.Public, stats.thisWeek.byType.Public],
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map(([title, value, week, counts]) => (
        <Col key={title} xs={12} lg={6}>
          <Card data-testid="newsletter-stat">
            <Statistic title={title} value={value} />
            {counts ? <Typography.Text type="secondary">{counts}</Typography.Text> : null}
            {counts ? <br /> : null}
            <Typography.Text type="secondary">{t.thisWeek(week)}</Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * The newsletter admin (SPEC.md section 2, issue 6 items 1-3): counted stats, distribution, the
 * subscriber table (type filter, search and paging by the API, deactivate and delete), performance,
 * sending, CSV export and each campaign's deliveries with 'Retry failed'.
 */
export function NewsletterPage() {
  usePageTitle(en.pages.newsletter.title);
  const { modal, notification } = App.useApp();
  const token = useSelector((state: { auth: AuthState }) => selectToken(state));
  const [type, setType] = useState<SubscriberType | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // A newsletter left half-written when the session ended opens again after the sign-in.
  const keptNewsletter = useKeptForm(NEWSLETTER_FORM);
  const [sending, setSending] = useState(Boolean(keptNewsletter));
  const [exporting, setExporting] = useState(false);
  const [deliveriesOf, setDeliveriesOf] = useState<NewsletterCampaign | null>(null);
  const overview = useLiveNewsletterOverview({ type, q: search, page, pageSize: PAGE_SIZE });
  const [setStatus] = useSetSubscriberStatusMutation();
  const [deleteSubscriber] = useDeleteSubscriberMutation();
  const [retryFailed] = useRetryFailedMutation();

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadWithToken('/admin/newsletter/export', t.exportFile, token);
    } catch {
      notification.error({ title: TOASTS.exportFailure });
    } finally {
      setExporting(false);
    }
  }

  async function toggle(subscriber: Subscriber) {
    try {
      await setStatus({ id: subscriber.id, status: !subscriber.status }).unwrap();
      notification.success({ title: entityToast.updated(ENTITY_LABELS.subscriber) });
    } catch (error) {
      notification.error({ title: errorText(error, t.actionFailure) });
    }
  }

  const confirmDelete = (subscriber: Subscriber) => {
    void modal.confirm({
      title: CONFIRM_DELETE.subscriber,
      okText: t.delete,
      okButtonProps: { danger: true },
      cancelText: t.cancel,
      onOk: async () => {
        try {
          await deleteSubscriber(subscriber.id).unwrap();
          notification.success({ title: entityToast.deleted(ENTITY_LABELS.subscriber) });
        } catch (error) {
          notification.error({ title: errorText(error, t.actionFailure) });
        }
      },
    });
  };

  async function retry(campaign: NewsletterCampaign) {
    try {
      await retryFailed(campaign.id).unwrap();
      notification.success({ title: TOASTS.deliveriesRetried });
    } catch (error) {
      notification.error({ title: errorText(error, t.actionFailure) });
    }
  }

  const header = (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 12,
        marginBottom: 16,
      }}
    >
      <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
        {en.pages.newsletter.title}
      </Typography.Title>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
          {t.exportSubscribers}
        </Button>
        <Button type="primary" icon={<SendOutlined />} onClick={() => setSending(true)}>
          {t.sendNewsletter}
        </Button>
      </div>
    </div>
  );

  const modals = (
    <>
      <SendNewsletterModal open={sending} onClose={() => setSending(false)} />
      {/* The campaign as the latest poll has it, so the modal knows whether it is still sending. */}
      <DeliveriesModal
        campaign={deliveriesOf && (overview.data?.logs.find((c) => c.id === deliveriesOf.id) ?? deliveriesOf)}
        onClose={() => setDeliveriesOf(null)}
      />
    </>
  );

  if (overview.isLoading) {
    return (
      <>
        {header}
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin />
          <Typography.Paragraph style={{ marginTop: 12 }}>{t.loading}</Typography.Paragraph>
        </div>
        {modals}
      </>
    );
  }
  if (!overview.data) {
    return (
      <>
        {header}
        <Alert
          type="error"
          showIcon
          title={t.loadError}
          action={<Button onClick={() => void overview.refetch()}>{t.retry}</Button>}
        />
        {modals}
      </>
    );
  }

  const { stats, subscribers, meta, logs } = overview.data;
  const largest = Math.max(1, ...SUBSCRIBER_TYPES.map((k) => stats.byType[k] ?? 0));

  return (
    <>
      {header}
      {/* minmax(0, 1fr): a wide table scrolls inside its card instead of widening the page. */}
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
        <StatCards stats={stats} />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card title={t.distribution} style={{ height: '100%' }}>
              {SUBSCRIBER_TYPES.map((k) => (
                <div key={k}>
                  <Typography.Text>
                    {t.typeLabels[k]}: {stats.byType[k] ?? 0}
                  </Typography.Text>
                  <Progress
                    percent={Math.round(((stats.byType[k] ?? 0) / largest) * 100)}
                    showInfo={false}
                    status="normal"
                    aria-label={`${t.typeLabels[k]} ${stats.byType[k] ?? 0}`}
                  />
                </div>
              ))}
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t.performance} style={{ height: '100%' }}>
              <Row gutter={[16, 16]}>
                <Col xs={24} sm={8}>
                  <Statistic title={t.emailsSent} value={stats.emailsSentThisMonth} />
                </Col>
                <Col xs={24} sm={8}>
                  <Statistic title={t.openRate} value={stats.openRate === null ? t.notTracked : `${stats.openRate}%`} />
                </Col>
                <Col xs={24} sm={8}>
                  <Statistic title={t.growthRate} value={formatGrowth(stats.growthRate)} />
                </Col>
              </Row>
            </Card>
          </Col>
        </Row>

        <Card title={t.allSubscribers}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
            <Select
              aria-label={t.typeFilter}
              value={type ?? 'all'}
              style={{ width: 180 }}
              onChange={(value: string) => {
                setType(value === 'all' ? null : (value as SubscriberType));
                setPage(1);
              }}
              options={[
                { value: 'all', label: t.allTypes },
                ...SUBSCRIBER_TYPES.map((k) => ({ value: k, label: t.typeLabels[k] })),
              ]}
            />
            <Input.Search
              aria-label={t.search}
              placeholder={t.searchPlaceholder}
              allowClear
              style={{ width: 280, maxWidth: '100%' }}
              onSearch={(value) => {
                setSearch(value);
                setPage(1);
              }}
            />
          </div>
          <Table<Subscriber>
            rowKey="id"
            size="middle"
            // A spinner for other rows being asked for, not for a refresh of these (the live polls).
            loading={overview.isFetching && !overview.currentData}
            dataSource={subscribers}
            locale={{ emptyText: t.empty }}
            scroll={{ x: 760 }}
            pagination={{
              current: meta.page,
              pageSize: PAGE_SIZE,
              total: meta.total,
              showSizeChanger: false,
              onChange: setPage,
            }}
            columns={[
              {
                title: t.columns.name,
                dataIndex: 'name',
                render: (name: string) => (
                  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                    <Avatar size="small" aria-hidden>
                      {name.charAt(0).toUpperCase()}
                    </Avatar>
                    {name}
                  </span>
                ),
              },
              { title: t.columns.email, dataIndex: 'email' },
              { title: t.columns.type, dataIndex: 'type' },
              { title: t.columns.date, dataIndex: 'subscribedAt', render: (at: string) => formatInstituteDay(at) },
              {
                title: t.columns.status,
                dataIndex: 'status',
                render: (active: boolean) => (
                  <Tag color={active ? 'green' : 'default'}>{active ? t.active : t.inactive}</Tag>
                ),
              },
              {
                title: t.columns.actions,
                key: 'actions',
                render: (_value, subscriber) => (
                  <span style={{ display: 'inline-flex', gap: 4 }}>
                    <Button size="small" onClick={() => void toggle(subscriber)}>
                      {subscriber.status ? t.deactivate : t.activate}
                    </Button>
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t.deleteLabel(subscriber.email)}
                      onClick={() => confirmDelete(subscriber)}
                    />
                  </span>
                ),
              },
            ]}
          />
        </Card>

        <Card title={t.campaigns}>
          <Table<NewsletterCampaign>
            rowKey="id"
            size="middle"
            dataSource={logs}
            locale={{ emptyText: t.campaignsEmpty }}
            scroll={{ x: 760 }}
            pagination={false}
            columns={[
              {
                title: t.campaignColumns.date,
                dataIndex: 'createdAt',
                render: (at: string) => formatInstituteTime(at),
              },
              { title: t.campaignColumns.subject, dataIndex: 'subject' },
              { title: t.campaignColumns.recipients, dataIndex: 'recipientCount' },
              { title: t.campaignColumns.sent, dataIndex: 'sentCount' },
              { title: t.campaignColumns.failed, dataIndex: 'failedCount' },
              { title: t.campaignColumns.pending, dataIndex: 'pendingCount' },
              {
                title: t.columns.actions,
                key: 'actions',
                render: (_value, campaign) => (
                  <span style={{ display: 'inline-flex', gap: 4 }}>
                    <Button size="small" onClick={() => setDeliveriesOf(campaign)}>
                      {t.deliveries}
                    </Button>
                    {campaign.failedCount > 0 && (
                      <Button size="small" danger onClick={() => void retry(campaign)}>
                        {t.retryFailed}
                      </Button>
                    )}
                  </span>
                ),
              },
            ]}
          />
        </Card>
      </div>
      {modals}
    </>
  );
}
