import { useEffect, useRef, useState } from 'react';
import { Modal, Table, Tag } from 'antd';
import type { NewsletterCampaign, NewsletterDelivery } from '@diet/contracts/entities';
import { formatInstituteTime } from '@diet/admin-ui/institute-time';
import { en } from '../../i18n/en';
import { isSending, LIVE_POLL_MS, useGetDeliveriesQuery } from './newsletter-api';

const t = en.newsletter;
const PAGE_SIZE = 20;
const STATE_COLORS: Record<string, string> = { sent: 'green', failed: 'red', pending: 'default', sending: 'blue' };

const when = (at: string | null) => (at ? formatInstituteTime(at) : '');

/**
 * Each recipient of one campaign with its state, its tries, the reason of the last failure and when
 * it was sent or will be tried again; kept current while the campaign is sending.
 */
export function DeliveriesModal({ campaign, onClose }: { campaign: NewsletterCampaign | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const live = campaign !== null && isSending(campaign);
  const { data, isFetching, refetch } = useGetDeliveriesQuery(
    { campaignId: campaign?.id ?? '', page, pageSize: PAGE_SIZE, state: null },
    { skip: !campaign, pollingInterval: live ? LIVE_POLL_MS : 0 },
  );
  // The campaign has just finished: one last look, so the rows end as the counts do.
  const wasLive = useRef(live);
  useEffect(() => {
    if (wasLive.current && !live && campaign) void refetch();
    wasLive.current = live;
  }, [live, campaign, refetch]);
  return (
    <Modal
      open={campaign !== null}
      title={campaign ? t.deliveriesTitle(campaign.subject) : ''}
      onCancel={onClose}
      footer={null}
      width={760}
    >
      <Table<NewsletterDelivery>
        rowKey="id"
        size="small"
        loading={isFetching && !data}
        dataSource={data?.items ?? []}
        scroll={{ x: 680 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.meta.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: t.deliveryColumns.email, dataIndex: 'email' },
          {
            title: t.deliveryColumns.state,
            dataIndex: 'state',
            render: (state: string) => <Tag color={STATE_COLORS[state]}>{state}</Tag>,
          },
          { title: t.deliveryColumns.attempts, dataIndex: 'attempts' },
          { title: t.deliveryColumns.error, dataIndex: 'error', render: (error: string | null) => error ?? '' },
          {
            title: t.deliveryColumns.sentAt,
            key: 'when',
            render: (_value, delivery) =>
              delivery.sentAt
                ? when(delivery.sentAt)
                : delivery.nextAttemptAt
                  ? t.nextAttempt(when(delivery.nextAttemptAt))
                  : '',
          },
        ]}
      />
    </Modal>
  );
}
