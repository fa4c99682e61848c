import { useState } from 'react';
import { Modal, Table, Tag } from 'antd';
import type { NewsletterCampaign, NewsletterDelivery } from '@diet/contracts/entities';
import { en } from '../../i18n/en';
import { useGetDeliveriesQuery } from './newsletter-api';

const t = en.newsletter;
const PAGE_SIZE = 20;
const STATE_COLORS: Record<string, string> = { sent: 'green', failed: 'red', pending: 'default', sending: 'blue' };

/** Each recipient of one campaign with its state and, when it failed, the reason. */
export function DeliveriesModal({ campaign, onClose }: { campaign: NewsletterCampaign | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetDeliveriesQuery(
    { campaignId: campaign?.id ?? '', page, pageSize: PAGE_SIZE, state: null },
    { skip: !campaign },
  );
  return (
    <Modal open={campaign !== null} title={campaign ? t.deliveriesTitle(campaign.subject) : ''} onCancel={onClose} footer={null} width={760}>
      <Table<NewsletterDelivery>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.items ?? []}
        scroll={{ x: 560 }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.meta.total ?? 0, showSizeChanger: false, onChange: setPage }}
        columns={[
          { title: t.deliveryColumns.email, dataIndex: 'email' },
          { title: t.deliveryColumns.state, dataIndex: 'state', render: (state: string) => <Tag color={STATE_COLORS[state]}>{state}</Tag> },
          { title: t.deliveryColumns.error, dataIndex: 'error', render: (error: string | null) => error ?? '' },
          { title: t.deliveryColumns.sentAt, dataIndex: 'sentAt', render: (at: string | null) => (at ? new Date(at).toLocaleString('en-IN') : '') },
        ]}
      />
    </Modal>
  );
}
