/**
 * The review queue (/admin/review): what contributors submitted, of every content type, oldest
 * change first, with who submitted it and when, and Publish, Schedule and Send back (with a reason). Editors and administrators; for anyone else
 * the API's refusal shows in place of the list.
 */
import { Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ReviewItem } from '@diet/contracts/publishing';
import { TOASTS } from '@diet/contracts/toasts';
import { usePageTitle } from '@diet/frontend-core/document-title';
import type { ContentEndpoints } from './content-api';
import { en } from './i18n/en';
import { formatInstituteTime } from './institute-time';
import { QueryState } from './page-state';
import { PublishActions, useRole } from './publish-controls';

const t = en.publishing;

export function ReviewQueueScreen({ endpoints }: { endpoints: ContentEndpoints }) {
  usePageTitle(t.reviewTitle);
  const role = useRole();
  const query = endpoints.useReviewQueueQuery();
  const data = query.data ?? [];
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginBottom: 16 }}>
        {query.data ? `${t.reviewTitle} (${data.length})` : t.reviewTitle}
      </Typography.Title>
      <QueryState query={query} loadingText={t.reviewLoading} errorFallback={TOASTS.requestFailure}>
        <Table<ReviewItem>
          rowKey={(item) => `${item.type}/${item.id}`}
          loading={query.isFetching}
          dataSource={data}
          pagination={false}
          scroll={{ x: 700 }}
          locale={{ emptyText: t.reviewEmpty }}
          columns={[
            { title: t.reviewType, key: 'type', render: (_: unknown, item) => item.typeLabel },
            {
              title: t.reviewItem,
              key: 'title',
              render: (_: unknown, item) => (
                <Link to={`/admin/${item.screen}`}>
                  <Typography.Text strong>{item.title}</Typography.Text>
                </Link>
              ),
            },
            {
              title: t.reviewSubmitted,
              key: 'submitted',
              render: (_: unknown, item) =>
                item.submittedBy && item.submittedAt
                  ? t.reviewSubmittedBy(item.submittedBy, formatInstituteTime(item.submittedAt))
                  : '—',
            },
            {
              title: t.reviewUpdated,
              key: 'updatedAt',
              render: (_: unknown, item) => formatInstituteTime(item.updatedAt),
            },
            {
              title: en.common.actions,
              key: 'actions',
              render: (_: unknown, item) => (
                <PublishActions
                  target={{ path: item.type, record: item.record, id: item.singleton ? undefined : item.id }}
                  item={{ id: item.id, publishState: 'in_review', publishAt: item.publishAt }}
                  role={role}
                  endpoints={endpoints}
                />
              ),
            },
          ]}
        />
      </QueryState>
    </>
  );
}
