import { useEffect, useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Col, Empty, Pagination, Row, Spin, Statistic, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { EventWhen } from '@diet/contracts/enums';
import type { InstituteEvent } from '@diet/contracts/entities';
import { EVENT_ID_DISPLAY } from '@diet/contracts/limits';
import { CONFIRM_DELETE, ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { formatLongDate } from '@diet/contracts/dates';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { errorText } from '@diet/frontend-core/errors';
import { TYPED_TEXT } from '@diet/frontend-core/typed-text';
import { en } from '../../i18n/en';
import { EventFormModal } from './event-form-modal';
import { useDeleteEventMutation, useGetAdminEventsQuery, useGetEventCountsQuery } from './events-api';

const t = en.events;

interface CardActions {
  onEdit: (event: InstituteEvent) => void;
  onDelete: (event: InstituteEvent) => void;
}

function EventCard({ event, upcoming, onEdit, onDelete }: { event: InstituteEvent; upcoming: boolean } & CardActions) {
  return (
    <Card
      size="small"
      data-testid="event-card"
      title={event.title}
      extra={<Tag color={upcoming ? 'green' : 'default'}>{upcoming ? t.upcomingBadge : t.pastBadge}</Tag>}
      actions={[
        <Button key="edit" type="text" icon={<EditOutlined />} aria-label={t.editLabel(event.title)} onClick={() => onEdit(event)}>
          {t.edit}
        </Button>,
        <Button key="delete" type="text" danger icon={<DeleteOutlined />} aria-label={t.deleteLabel(event.title)} onClick={() => onDelete(event)}>
          {t.delete}
        </Button>,
      ]}
    >
      <Typography.Text type="secondary">{formatLongDate(event.date)}</Typography.Text>
      <Typography.Paragraph style={{ ...TYPED_TEXT, margin: '8px 0', whiteSpace: 'pre-line' }}>{event.description}</Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t.eventId}: {event.id.slice(-EVENT_ID_DISPLAY)}
      </Typography.Text>
    </Card>
  );
}

/** Cards per page in each section: four rows of three on a desktop. */
export const EVENTS_PAGE_SIZE = 12;

/** One section (upcoming or past) with its own paged list from the API. */
function EventSection({ when, title, empty, ...actions }: { when: EventWhen; title: string; empty: string } & CardActions) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, isFetching, refetch } = useGetAdminEventsQuery({ when, page, pageSize: EVENTS_PAGE_SIZE });
  const events = data?.items ?? [];
  // A delete can empty the last page: step back to the one before.
  useEffect(() => {
    if (data && events.length === 0 && page > 1) setPage((current) => current - 1);
  }, [data, events.length, page]);

  let content: ReactNode;
  if (isLoading) {
    content = (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
        <Typography.Paragraph style={{ marginTop: 12 }}>{t.loading}</Typography.Paragraph>
      </div>
    );
  } else if (isError) {
    content = (
      <Alert
        type="error"
        showIcon
        title={t.loadError}
        action={
          <Button onClick={() => void refetch()} loading={isFetching}>
            {t.retry}
          </Button>
        }
      />
    );
  } else if (events.length === 0) {
    content = (
      <Card>
        <Empty description={empty} />
      </Card>
    );
  } else {
    content = (
      <>
        <Row gutter={[16, 16]}>
          {events.map((event) => (
            <Col key={event.id} xs={24} md={12} xl={8}>
              <EventCard event={event} upcoming={when === 'upcoming'} {...actions} />
            </Col>
          ))}
        </Row>
        <Pagination
          style={{ marginTop: 16 }}
          current={page}
          pageSize={EVENTS_PAGE_SIZE}
          total={data?.total ?? 0}
          hideOnSinglePage
          showSizeChanger={false}
          onChange={setPage}
          aria-label={t.pagesOf(title)}
        />
      </>
    );
  }
  return (
    <section aria-label={title}>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {title}
      </Typography.Title>
      {content}
    </section>
  );
}

/**
 * 'Events Management' (SPEC.md section 2, issue 6 item 5): counts, the upcoming and past sections
 * with edit and delete on every card, and the create/edit modal. Unlike the described site, saves
 * and deletes say how they went.
 */
export function EventsPage() {
  usePageTitle(en.pages.events.title);
  const { modal, notification } = App.useApp();
  const counts = useGetEventCountsQuery();
  const [deleteEvent] = useDeleteEventMutation();
  const [editing, setEditing] = useState<{ open: boolean; event: InstituteEvent | null }>({ open: false, event: null });

  const confirmDelete = (event: InstituteEvent) => {
    void modal.confirm({
      title: CONFIRM_DELETE.event,
      okText: t.delete,
      okButtonProps: { danger: true },
      cancelText: t.cancel,
      onOk: async () => {
        try {
          await deleteEvent(event.id).unwrap();
          notification.success({ title: entityToast.deleted(ENTITY_LABELS.event) });
        } catch (error) {
          notification.error({ title: errorText(error, t.deleteFailure) });
        }
      },
    });
  };

  const header = (
    <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 12, marginBottom: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
        {en.pages.events.title}
      </Typography.Title>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, event: null })}>
        {t.create}
      </Button>
    </div>
  );

  const shown = counts.data;
  const actions: CardActions = { onEdit: (event) => setEditing({ open: true, event }), onDelete: confirmDelete };
  const body = (
    <div style={{ display: 'grid', gap: 24 }}>
      <Row gutter={[16, 16]}>
        {(
          [
            [t.total, shown?.total],
            [t.upcomingCount, shown?.upcoming],
            [t.pastCount, shown?.past],
          ] as const
        ).map(([title, value]) => (
          <Col key={title} xs={24} sm={8}>
            <Card>
              <Statistic title={title} value={value ?? '—'} loading={counts.isLoading} />
            </Card>
          </Col>
        ))}
      </Row>
      <EventSection when="upcoming" title={t.upcoming} empty={t.upcomingEmpty} {...actions} />
      <EventSection when="past" title={t.past} empty={t.pastEmpty} {...actions} />
    </div>
  );

  return (
    <>
      {header}
      {body}
      <EventFormModal open={editing.open} event={editing.event} onClose={() => setEditing({ open: false, event: null })} />
    </>
  );
}
